package cosmostx

import (
	"strconv"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/switchyard-dev/switchyard/api"
)

// The protobuf messages of a Cosmos SDK transaction, encoded by hand so
// that this client links no Cosmos SDK. Fields are written in field-number
// order and zero values left out, as gogoproto writes them: the chain
// rebuilds the SignDoc from the transaction's raw bytes, so SignDoc must
// match its encoding exactly, and the transaction decoder refuses TxRaw in
// any other order (ADR-027).

const (
	typeURLPubKey  = "/cosmos.crypto.secp256k1.PubKey"
	signModeDirect = 1
)

type message []byte

func (m message) bytes(num protowire.Number, b []byte) message {
	if len(b) == 0 {
		return m
	}
	m = protowire.AppendTag(m, num, protowire.BytesType)
	return protowire.AppendBytes(m, b)
}

// embedded writes a sub-message even when it is empty, as gogoproto does
// for non-nullable fields.
func (m message) embedded(num protowire.Number, b []byte) message {
	m = protowire.AppendTag(m, num, protowire.BytesType)
	return protowire.AppendBytes(m, b)
}

func (m message) str(num protowire.Number, s string) message { return m.bytes(num, []byte(s)) }

func (m message) uint(num protowire.Number, v uint64) message {
	if v == 0 {
		return m
	}
	m = protowire.AppendTag(m, num, protowire.VarintType)
	return protowire.AppendVarint(m, v)
}

func coin(denom, amount string) []byte { return message(nil).str(1, denom).str(2, amount) }

func anyMsg(typeURL string, value []byte) []byte { return message(nil).str(1, typeURL).bytes(2, value) }

// msgTransfer is ibc.applications.transfer.v1.MsgTransfer (ibc-go v10),
// without a timeout height (an empty Height, written as gogoproto does).
func msgTransfer(m api.MsgTransfer) ([]byte, error) {
	var timeout uint64
	if m.TimeoutTimestamp != "" {
		var err error
		if timeout, err = strconv.ParseUint(m.TimeoutTimestamp, 10, 64); err != nil {
			return nil, err
		}
	}
	return message(nil).str(1, m.SourcePort).str(2, m.SourceChannel).embedded(3, coin(m.Token.Denom, m.Token.Amount)).
		str(4, m.Sender).str(5, m.Receiver).embedded(6, nil).uint(7, timeout).str(8, m.Memo), nil
}

// txBody is cosmos.tx.v1beta1.TxBody with its messages (Any) and memo.
func txBody(memo string, msgs ...[]byte) []byte {
	var m message
	for _, msg := range msgs {
		m = m.embedded(1, msg)
	}
	return m.str(2, memo)
}

// authInfo is cosmos.tx.v1beta1.AuthInfo of one secp256k1 signer in
// SIGN_MODE_DIRECT, paying fee (nil: none) for gas.
func authInfo(pubKey []byte, sequence uint64, fee []byte, gas uint64) []byte {
	modeInfo := message(nil).embedded(1, message(nil).uint(1, signModeDirect))
	signer := message(nil).embedded(1, anyMsg(typeURLPubKey, message(nil).bytes(1, pubKey))).embedded(2, modeInfo).uint(3, sequence)
	var f message
	if fee != nil {
		f = f.embedded(1, fee)
	}
	f = f.uint(2, gas)
	return message(nil).embedded(1, signer).embedded(2, f)
}

// signDoc is cosmos.tx.v1beta1.SignDoc, what SIGN_MODE_DIRECT signs.
func signDoc(body, auth []byte, chainID string, accountNumber uint64) []byte {
	return message(nil).bytes(1, body).bytes(2, auth).str(3, chainID).uint(4, accountNumber)
}

// txRaw is cosmos.tx.v1beta1.TxRaw.
func txRaw(body, auth, sig []byte) []byte {
	m := message(nil).bytes(1, body).bytes(2, auth)
	return m.embedded(3, sig)
}

// field reads the fields of an encoded message: for each, its number and
// either its bytes (length-delimited) or its varint.
func fields(b []byte, each func(num protowire.Number, raw []byte, v uint64) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		switch typ {
		case protowire.BytesType:
			v, n := protowire.ConsumeBytes(b)
			if n < 0 {
				return protowire.ParseError(n)
			}
			if err := each(num, v, 0); err != nil {
				return err
			}
			b = b[n:]
		case protowire.VarintType:
			v, n := protowire.ConsumeVarint(b)
			if n < 0 {
				return protowire.ParseError(n)
			}
			if err := each(num, nil, v); err != nil {
				return err
			}
			b = b[n:]
		default:
			n := protowire.ConsumeFieldValue(num, typ, b)
			if n < 0 {
				return protowire.ParseError(n)
			}
			b = b[n:]
		}
	}
	return nil
}
