// Drives a devnet chain with an unmodified ethers v6 the way wallets and
// the published v2 SDKs do: transactions sent back to back without
// waiting, nonces from "pending", gas from eth_estimateGas, and a route
// from the API executed as approve + route transaction, back to back.
//
// usage: node backtoback.mjs RPC_URL API_URL INTEGRATOR_ID PRIVATE_KEY USDC WETH
import { ethers } from "ethers";

const [rpcURL, apiURL, integratorID, key, usdc, weth] = process.argv.slice(2);
const provider = new ethers.JsonRpcProvider(rpcURL); // default options, as wallets use it
const wallet = new ethers.Wallet(key, provider);
const erc20 = new ethers.Contract(usdc, ["function approve(address,uint256) returns (bool)", "function balanceOf(address) view returns (uint256)"], wallet);
const out = { transfers: [], routes: [] };

// Ten rounds of two plain transfers sent back to back.
for (let i = 0; i < 10; i++) {
  const a = await wallet.sendTransaction({ to: ethers.Wallet.createRandom().address, value: 1n });
  const b = await wallet.sendTransaction({ to: ethers.Wallet.createRandom().address, value: 2n });
  const [ra, rb] = await Promise.all([a.wait(), b.wait()]);
  out.transfers.push({ nonces: [a.nonce, b.nonce], status: [ra.status, rb.status] });
}

// Three routes: approve, then the route's transaction without waiting.
for (let i = 0; i < 3; i++) {
  const amount = (1000000000n + BigInt(i)).toString(); // distinct requests: the wallet quote window
  const res = await fetch(apiURL + "/v2/route", {
    method: "POST",
    headers: { "content-type": "application/json", "x-integrator-id": integratorID },
    body: JSON.stringify({ fromChain: "1", fromToken: usdc, fromAmount: amount, fromAddress: wallet.address,
      toChain: "1", toToken: weth, toAddress: wallet.address, slippage: 1 }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`route: ${res.status} ${JSON.stringify(body)}`);
  const tr = body.route.transactionRequest;
  const approve = await erc20.approve(tr.target, amount);
  const route = await wallet.sendTransaction({ to: tr.target, data: tr.data, value: BigInt(tr.value), gasLimit: BigInt(tr.gasLimit) });
  const [ra, rr] = await Promise.all([approve.wait(), route.wait()]);
  out.routes.push({ quoteId: body.route.quoteId, nonces: [approve.nonce, route.nonce], status: [ra.status, rr.status], gasUsed: rr.gasUsed.toString() });
}
console.log(JSON.stringify(out));
process.exit(0);
