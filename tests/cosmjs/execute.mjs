// Signs and broadcasts a Cosmos route's transactionRequest with an
// unmodified CosmJS, following the public v2 SDK's Cosmos handler
// (src/handlers/cosmos executeRoute): JSON.parse(data), the MsgTransfer's
// timeoutTimestamp made a number, a memo only when requestId is set, the gas
// simulated and multiplied by maxFeePerGas (1.5 when absent), the fee from
// GasPrice.fromString(gasPrice), then sign and broadcast.
//
// Input (stdin, JSON):
//   {"rpc": "http://127.0.0.1:26657", "prefix": "axelar",
//    "mnemonic": "...", "account": 0      (m/44'/118'/0'/0/account)
//    | "privateKey": "<64 hex>",
//    "transactionRequest": {...the route's transactionRequest...}}
// Output (stdout, JSON): {"transactionHash", "code", "height", "gasUsed",
// "gasWanted", "simulatedGas", "signer"}. Exits 1 on any failure, a
// non-zero code included.
import { stdin, stdout, exit } from "node:process";

import { DirectSecp256k1HdWallet, DirectSecp256k1Wallet, makeCosmoshubPath } from "@cosmjs/proto-signing";
import { calculateFee, GasPrice, SigningStargateClient } from "@cosmjs/stargate";
import { TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx.js";

const IBC_TRANSFER_TYPE = "/ibc.applications.transfer.v1.MsgTransfer";

async function readInput() {
  let raw = "";
  for await (const chunk of stdin) raw += chunk;
  return JSON.parse(raw);
}

async function wallet(input) {
  if (input.privateKey) {
    return DirectSecp256k1Wallet.fromKey(Uint8Array.from(Buffer.from(input.privateKey.replace(/^0x/, ""), "hex")), input.prefix);
  }
  return DirectSecp256k1HdWallet.fromMnemonic(input.mnemonic, {
    prefix: input.prefix,
    hdPaths: [makeCosmoshubPath(input.account ?? 0)],
  });
}

async function main() {
  const input = await readInput();
  const tr = input.transactionRequest;
  const signer = await wallet(input);
  const [{ address: signerAddress }] = await signer.getAccounts();
  const client = await SigningStargateClient.connectWithSigner(input.rpc, signer);

  const cosmosMsg = JSON.parse(tr.data);
  if (cosmosMsg.typeUrl !== IBC_TRANSFER_TYPE) {
    throw new Error(`Cosmos message ${cosmosMsg.typeUrl} not supported`);
  }
  // The SDK's Long.fromValue(...).toNumber().
  cosmosMsg.value.timeoutTimestamp = Number(cosmosMsg.value.timeoutTimestamp);

  // The SDK's validateBalance.
  const { denom, amount } = cosmosMsg.value.token;
  const balance = await client.getBalance(signerAddress, denom);
  if (BigInt(amount) > BigInt(balance.amount)) {
    throw new Error(`Insufficient funds for account: ${signerAddress}: ${balance.amount}${denom}, the route sends ${amount}`);
  }

  const memo = tr.requestId ? JSON.stringify({ squidRequestId: tr.requestId }) : "";
  const msgs = [cosmosMsg];
  const simulatedGas = await client.simulate(signerAddress, msgs, memo);
  const gasMultiplier = Number(tr.maxFeePerGas) || 1.5;
  const fee = calculateFee(Math.trunc(simulatedGas * gasMultiplier), GasPrice.fromString(tr.gasPrice));
  const txRaw = await client.sign(signerAddress, msgs, fee, memo);

  const res = await client.broadcastTx(TxRaw.encode(txRaw).finish());
  stdout.write(JSON.stringify({
    transactionHash: res.transactionHash,
    code: res.code,
    height: res.height,
    gasUsed: String(res.gasUsed),
    gasWanted: String(res.gasWanted),
    simulatedGas,
    signer: signerAddress,
    rawLog: res.rawLog ?? "",
  }) + "\n");
  client.disconnect();
  if (res.code !== 0) exit(1);
}

main().catch((err) => {
  console.error(err?.stack ?? String(err));
  exit(1);
});
