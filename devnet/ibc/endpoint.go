package ibc

import (
	"context"
	"fmt"
	"time"

	cmtproto "github.com/cometbft/cometbft/proto/tendermint/types"
	rpcclient "github.com/cometbft/cometbft/rpc/client"
	cmttypes "github.com/cometbft/cometbft/types"
	"github.com/cosmos/gogoproto/proto"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"
	connectiontypes "github.com/cosmos/ibc-go/v10/modules/core/03-connection/types"
	channeltypes "github.com/cosmos/ibc-go/v10/modules/core/04-channel/types"
	commitmenttypes "github.com/cosmos/ibc-go/v10/modules/core/23-commitment/types"
	ibctm "github.com/cosmos/ibc-go/v10/modules/light-clients/07-tendermint"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// Light-client parameters of the clients the relayer creates. The chains'
// unbonding time is the SDK default of 21 days.
const (
	trustingPeriod  = 14 * 24 * time.Hour
	unbondingPeriod = 21 * 24 * time.Hour
	maxClockDrift   = 20 * time.Second
)

// endpoint is one chain as the relayer sees it: queries with proofs, the
// headers its counterparties' light clients need, and the relayer's key.
type endpoint struct {
	spec     cosmos.Spec
	client   *cosmos.Client
	key      cosmos.Key
	revision uint64
}

func newEndpoint(spec cosmos.Spec, rpcURL string) (*endpoint, error) {
	c, err := cosmos.NewClient(spec, rpcURL)
	if err != nil {
		return nil, err
	}
	return &endpoint{spec: spec, client: c, key: cosmos.RelayerKey(spec.ID), revision: clienttypes.ParseChainID(spec.ID)}, nil
}

func (e *endpoint) signer() string { return e.key.AddressOn(e.spec.ID) }

func (e *endpoint) height(h int64) clienttypes.Height {
	return clienttypes.NewHeight(e.revision, uint64(h))
}

// proven is a value of the IBC store with its proof, for a light client at
// height Height (one above the store version the proof is of).
type proven struct {
	Value  []byte
	Proof  []byte
	Height clienttypes.Height
}

// prove reads key from the IBC store at the state a header at height h
// commits to (store version h-1), with its Merkle proof. An absent key
// gives a nil Value and a proof of absence.
func (e *endpoint) prove(ctx context.Context, key []byte, h int64) (proven, error) {
	res, err := e.client.RPC().ABCIQueryWithOptions(ctx, "store/ibc/key", key, rpcclient.ABCIQueryOptions{Height: h - 1, Prove: true})
	if err != nil {
		return proven{}, fmt.Errorf("%s prove %s: %w", e.spec.ID, key, err)
	}
	if res.Response.Code != 0 {
		return proven{}, fmt.Errorf("%s prove %s: code %d: %s", e.spec.ID, key, res.Response.Code, res.Response.Log)
	}
	mp, err := commitmenttypes.ConvertProofs(res.Response.ProofOps)
	if err != nil {
		return proven{}, fmt.Errorf("%s prove %s: %w", e.spec.ID, key, err)
	}
	proof, err := proto.Marshal(&mp)
	if err != nil {
		return proven{}, err
	}
	return proven{Value: res.Response.Value, Proof: proof, Height: e.height(res.Response.Height + 1)}, nil
}

// read reads key from the IBC store at the latest height, without proof.
func (e *endpoint) read(ctx context.Context, key []byte) ([]byte, error) {
	res, err := e.client.RPC().ABCIQueryWithOptions(ctx, "store/ibc/key", key, rpcclient.ABCIQueryOptions{})
	if err != nil {
		return nil, fmt.Errorf("%s read %s: %w", e.spec.ID, key, err)
	}
	if res.Response.Code != 0 {
		return nil, fmt.Errorf("%s read %s: code %d: %s", e.spec.ID, key, res.Response.Code, res.Response.Log)
	}
	return res.Response.Value, nil
}

// header returns the signed header at h with the validator sets a light
// client trusting height trusted needs to verify it.
func (e *endpoint) header(ctx context.Context, h int64, trusted clienttypes.Height) (*ibctm.Header, error) {
	commit, err := e.client.RPC().Commit(ctx, &h)
	if err != nil {
		return nil, fmt.Errorf("%s commit %d: %w", e.spec.ID, h, err)
	}
	vals, err := e.validators(ctx, h)
	if err != nil {
		return nil, err
	}
	trustedVals, err := e.validators(ctx, int64(trusted.RevisionHeight)+1)
	if err != nil {
		return nil, err
	}
	return &ibctm.Header{
		SignedHeader:      commit.SignedHeader.ToProto(),
		ValidatorSet:      vals,
		TrustedHeight:     trusted,
		TrustedValidators: trustedVals,
	}, nil
}

func (e *endpoint) validators(ctx context.Context, h int64) (*cmtproto.ValidatorSet, error) {
	page, perPage := 1, 100
	res, err := e.client.RPC().Validators(ctx, &h, &page, &perPage)
	if err != nil {
		return nil, fmt.Errorf("%s validators at %d: %w", e.spec.ID, h, err)
	}
	set, err := cmttypes.NewValidatorSet(res.Validators).ToProto()
	if err != nil {
		return nil, err
	}
	return set, nil
}

// newClient returns the client and consensus state of a 07-tendermint
// client of this chain at its latest height.
func (e *endpoint) newClient(ctx context.Context) (*ibctm.ClientState, *ibctm.ConsensusState, error) {
	h, err := e.client.Height(ctx)
	if err != nil {
		return nil, nil, err
	}
	commit, err := e.client.RPC().Commit(ctx, &h)
	if err != nil {
		return nil, nil, fmt.Errorf("%s commit %d: %w", e.spec.ID, h, err)
	}
	hdr := commit.SignedHeader.Header
	cs := ibctm.NewClientState(e.spec.ID, ibctm.DefaultTrustLevel, trustingPeriod, unbondingPeriod, maxClockDrift,
		e.height(h), commitmenttypes.GetSDKSpecs(), []string{"upgrade", "upgradedIBCState"})
	cons := ibctm.NewConsensusState(hdr.Time, commitmenttypes.NewMerkleRoot(hdr.AppHash), hdr.NextValidatorsHash)
	return cs, cons, nil
}

// clientStates lists this chain's 07-tendermint clients by id.
func (e *endpoint) clientStates(ctx context.Context) (map[string]*ibctm.ClientState, error) {
	var resp clienttypes.QueryClientStatesResponse
	if err := e.client.Query(ctx, "/ibc.core.client.v1.Query/ClientStates", &clienttypes.QueryClientStatesRequest{}, &resp); err != nil {
		return nil, err
	}
	out := map[string]*ibctm.ClientState{}
	for _, ic := range resp.ClientStates {
		var cs ibctm.ClientState
		if ic.ClientState == nil || ic.ClientState.TypeUrl != "/"+proto.MessageName(&cs) {
			continue
		}
		if err := proto.Unmarshal(ic.ClientState.Value, &cs); err != nil {
			return nil, err
		}
		out[ic.ClientId] = &cs
	}
	return out, nil
}

// clientHeight returns a client's latest height.
func (e *endpoint) clientHeight(ctx context.Context, clientID string) (clienttypes.Height, error) {
	var resp clienttypes.QueryClientStateResponse
	if err := e.client.Query(ctx, "/ibc.core.client.v1.Query/ClientState", &clienttypes.QueryClientStateRequest{ClientId: clientID}, &resp); err != nil {
		return clienttypes.Height{}, err
	}
	var cs ibctm.ClientState
	if resp.ClientState == nil {
		return clienttypes.Height{}, fmt.Errorf("%s has no client %s", e.spec.ID, clientID)
	}
	if err := proto.Unmarshal(resp.ClientState.Value, &cs); err != nil {
		return clienttypes.Height{}, err
	}
	return cs.LatestHeight, nil
}

func (e *endpoint) connections(ctx context.Context) ([]*connectiontypes.IdentifiedConnection, error) {
	var resp connectiontypes.QueryConnectionsResponse
	if err := e.client.Query(ctx, "/ibc.core.connection.v1.Query/Connections", &connectiontypes.QueryConnectionsRequest{}, &resp); err != nil {
		return nil, err
	}
	return resp.Connections, nil
}

func (e *endpoint) channels(ctx context.Context, connectionID string) ([]*channeltypes.IdentifiedChannel, error) {
	var resp channeltypes.QueryConnectionChannelsResponse
	if err := e.client.Query(ctx, "/ibc.core.channel.v1.Query/ConnectionChannels", &channeltypes.QueryConnectionChannelsRequest{Connection: connectionID}, &resp); err != nil {
		return nil, err
	}
	return resp.Channels, nil
}

// headerTime returns the time of the block at h.
func (e *endpoint) headerTime(ctx context.Context, h int64) (time.Time, error) {
	commit, err := e.client.RPC().Commit(ctx, &h)
	if err != nil {
		return time.Time{}, fmt.Errorf("%s commit %d: %w", e.spec.ID, h, err)
	}
	return commit.SignedHeader.Header.Time, nil
}

// send signs msgs with the relayer's key and waits for their block. The
// signed bytes are recorded write-ahead in the journal first, so that after
// a crash the same transaction (same sequence) is resent or found, never a
// second one made.
func (e *endpoint) send(ctx context.Context, j *journal, what string, msgs ...proto.Message) (*cosmos.TxResult, error) {
	raw, hash, err := e.client.Sign(ctx, e.key, msgs, "", 3_000_000)
	if err != nil {
		return nil, err
	}
	if err := j.begin(inflight{Chain: e.spec.ID, Hash: hash, Raw: raw, What: what}); err != nil {
		return nil, err
	}
	if err := e.client.Broadcast(ctx, raw); err != nil {
		_ = j.end(hash)
		return nil, fmt.Errorf("%s on %s: %w", what, e.spec.ID, err)
	}
	res, err := e.client.WaitTx(ctx, hash)
	if err != nil && res == nil {
		return nil, fmt.Errorf("%s on %s: %w", what, e.spec.ID, err) // still in flight: the journal keeps it
	}
	if endErr := j.end(hash); endErr != nil {
		return res, endErr
	}
	if err != nil {
		return res, fmt.Errorf("%s on %s: %w", what, e.spec.ID, err)
	}
	return res, nil
}
