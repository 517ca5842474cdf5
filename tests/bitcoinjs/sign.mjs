// Signs a deposit PSBT from the Switchyard devnet with an unmodified
// bitcoinjs-lib, as a wallet would, and broadcasts it through the devnet's
// Esplora API (POST /tx). Prints the txid.
//
// usage: node sign.mjs ESPLORA_URL PSBT_HEX PRIVATE_KEY_HEX
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import { ECPairFactory } from 'ecpair';

const [esplora, psbtHex, keyHex] = process.argv.slice(2);
if (!esplora || !psbtHex || !keyHex) {
  console.error('usage: node sign.mjs ESPLORA_URL PSBT_HEX PRIVATE_KEY_HEX');
  process.exit(2);
}
bitcoin.initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const network = bitcoin.networks.regtest;
const key = ECPair.fromPrivateKey(Buffer.from(keyHex, 'hex'), { network });

const psbt = bitcoin.Psbt.fromHex(psbtHex, { network });
psbt.signAllInputs(key);
const ok = psbt.validateSignaturesOfAllInputs((pubkey, msghash, signature) =>
  ECPair.fromPublicKey(pubkey).verify(msghash, signature));
if (!ok) {
  console.error('signatures do not validate');
  process.exit(1);
}
psbt.finalizeAllInputs();
const txHex = psbt.extractTransaction().toHex();

const res = await fetch(esplora + '/tx', { method: 'POST', body: txHex });
const body = await res.text();
if (!res.ok) {
  console.error(`broadcast: HTTP ${res.status}: ${body}`);
  process.exit(1);
}
console.log(body.trim());
