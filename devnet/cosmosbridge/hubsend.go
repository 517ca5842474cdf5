package cosmosbridge

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	txtypes "github.com/cosmos/cosmos-sdk/types/tx"
	"github.com/cosmos/gogoproto/proto"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// maxFailures is how many times a step's transaction may fail in a block
// before its job fails.
const maxFailures = 3

// txWait is how long a step waits for its transaction to be in a block
// before the next round looks again.
const txWait = 30 * time.Second

// errPending is a step whose transaction is not in a block yet.
var errPending = errors.New("the hub transaction is not in a block yet")

// send carries out a job's step on the hub exactly once and returns its
// transaction once it is in a block. The signed transaction is written
// to the journal before it is broadcast; a step with a recorded
// transaction resolves that one first (see resolve).
func (b *Bridge) send(ctx context.Context, key, step string, msgs []proto.Message, memo string, gas uint64) (*cosmos.TxResult, error) {
	job, ok := b.journal.job(key)
	if !ok {
		return nil, fmt.Errorf("no job %s", key)
	}
	if h := job.Txs[step]; h != "" {
		return b.found(ctx, h)
	}
	if f := job.Inflight; f != nil && f.Step == step {
		res, gone, err := b.resolve(ctx, f)
		switch {
		case err != nil:
			return nil, err
		case res != nil:
			return res, b.landed(key, step, res)
		case !gone:
			return nil, errPending
		}
		// it can never land: sign it again
		if err := b.journal.update(key, func(j *Job) { j.Inflight = nil }); err != nil {
			return nil, err
		}
	}
	raw, hash, err := b.hub.Sign(ctx, b.key, msgs, memo, gas)
	if err != nil {
		return nil, err
	}
	seq, err := rawSequence(raw)
	if err != nil {
		return nil, err
	}
	if err := b.journal.update(key, func(j *Job) { j.Inflight = &Inflight{Step: step, Hash: hash, Sequence: seq, Raw: raw} }); err != nil {
		return nil, err
	}
	b.log.Info("hub bridge send", slog.String("job", key), slog.String("step", step), slog.String("tx", hash))
	if err := b.hub.Broadcast(ctx, raw); err != nil {
		var txErr *cosmos.TxError
		if errors.As(err, &txErr) {
			// refused at once (another sender took the sequence): sign
			// again next round
			_ = b.journal.update(key, func(j *Job) { j.Inflight = nil })
		}
		return nil, err
	}
	res, err := b.waitTx(ctx, hash)
	if err != nil || res == nil {
		return nil, errors.Join(err, errPending)
	}
	return res, b.landed(key, step, res)
}

// resolve learns what became of a recorded transaction: in a block
// (res); gone, when the bridge account's sequence has passed it and it is
// not in a block after two more blocks (the indexer may lag the state);
// or neither, after rebroadcasting the same bytes, while it waits.
func (b *Bridge) resolve(ctx context.Context, f *Inflight) (res *cosmos.TxResult, gone bool, err error) {
	if res, err = b.hub.FindTx(ctx, f.Hash); res != nil || err != nil {
		return res, false, err
	}
	_, seq, err := b.hub.Account(ctx, b.key.AddressOn(cosmos.HubChainID))
	if err != nil {
		return nil, false, err
	}
	if seq > f.Sequence {
		h, err := b.hub.Height(ctx)
		if err != nil {
			return nil, false, err
		}
		wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		_, err = b.hub.WaitHeight(wctx, h+2)
		cancel()
		if err != nil {
			return nil, false, err
		}
		if res, err = b.hub.FindTx(ctx, f.Hash); res != nil || err != nil {
			return res, false, err
		}
		b.log.Warn("hub bridge: recorded transaction never landed; signing again", slog.String("tx", f.Hash))
		return nil, true, nil
	}
	if err := b.hub.Broadcast(ctx, f.Raw); err != nil {
		var txErr *cosmos.TxError
		if !errors.As(err, &txErr) {
			return nil, false, err
		}
		return nil, false, nil // e.g. its sequence was just used: the next round knows
	}
	res, err = b.waitTx(ctx, f.Hash)
	return res, false, err
}

// landed records a step's transaction found in a block: done, or failed
// there (the job fails after maxFailures such transactions).
func (b *Bridge) landed(key, step string, res *cosmos.TxResult) error {
	if res.Code == 0 {
		return b.journal.update(key, func(j *Job) {
			if j.Txs == nil {
				j.Txs = map[string]string{}
			}
			j.Txs[step], j.Inflight = res.Hash, nil
		})
	}
	reason := fmt.Sprintf("the hub's %s transaction %s failed: code %d: %s", step, res.Hash, res.Code, res.Log)
	err := b.journal.update(key, func(j *Job) {
		j.Inflight = nil
		j.Failures++
		if j.Failures >= maxFailures {
			j.State, j.Reason = StateFailed, reason
		}
	})
	return errors.Join(errors.New(reason), err)
}

// found returns a recorded step's transaction.
func (b *Bridge) found(ctx context.Context, hash string) (*cosmos.TxResult, error) {
	res, err := b.hub.FindTx(ctx, hash)
	if err != nil {
		return nil, err
	}
	if res == nil {
		return nil, fmt.Errorf("the hub has no transaction %s", hash)
	}
	return res, nil
}

// waitTx waits up to txWait for a transaction to be in a block; nil when
// it is not yet.
func (b *Bridge) waitTx(ctx context.Context, hash string) (*cosmos.TxResult, error) {
	deadline := time.Now().Add(txWait)
	for {
		res, err := b.hub.FindTx(ctx, hash)
		if err != nil || res != nil {
			return res, err
		}
		if time.Now().After(deadline) {
			return nil, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// rawSequence is the signer's sequence a signed transaction uses.
func rawSequence(raw []byte) (uint64, error) {
	var tx txtypes.TxRaw
	if err := proto.Unmarshal(raw, &tx); err != nil {
		return 0, err
	}
	var info txtypes.AuthInfo
	if err := proto.Unmarshal(tx.AuthInfoBytes, &info); err != nil {
		return 0, err
	}
	if len(info.SignerInfos) == 0 {
		return 0, errors.New("a transaction without signers")
	}
	return info.SignerInfos[0].Sequence, nil
}
