package ibc

import (
	"context"
	"fmt"

	"github.com/cosmos/gogoproto/proto"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"
	connectiontypes "github.com/cosmos/ibc-go/v10/modules/core/03-connection/types"
	channeltypes "github.com/cosmos/ibc-go/v10/modules/core/04-channel/types"
	commitmenttypes "github.com/cosmos/ibc-go/v10/modules/core/23-commitment/types"
	host "github.com/cosmos/ibc-go/v10/modules/core/24-host"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// Path is an open ICS-20 channel between two chains, as each end names it.
type Path struct {
	A, B               string // chain ids; A is the hub
	ClientA, ClientB   string // A's client of B, B's client of A
	ConnectionA        string
	ConnectionB        string
	ChannelA, ChannelB string
}

var ibcPrefix = commitmenttypes.NewMerklePrefix([]byte("ibc"))

// openPath brings the path between a and b to an open ICS-20 channel. Each
// step is read from the chains first (clients, connections and channels
// that exist), so a relayer that crashed mid-handshake continues it instead
// of opening a second one.
func (r *Relayer) openPath(ctx context.Context, a, b *endpoint) (Path, error) {
	p := Path{A: a.spec.ID, B: b.spec.ID}
	var err error
	if p.ClientA, err = r.ensureClient(ctx, a, b); err != nil {
		return p, err
	}
	if p.ClientB, err = r.ensureClient(ctx, b, a); err != nil {
		return p, err
	}
	if p.ConnectionA, p.ConnectionB, err = r.ensureConnection(ctx, a, b, p.ClientA, p.ClientB); err != nil {
		return p, err
	}
	if p.ChannelA, p.ChannelB, err = r.ensureChannel(ctx, a, b, p); err != nil {
		return p, err
	}
	return p, nil
}

// ensureClient returns on's client of of, creating it if there is none.
func (r *Relayer) ensureClient(ctx context.Context, on, of *endpoint) (string, error) {
	states, err := on.clientStates(ctx)
	if err != nil {
		return "", err
	}
	best := ""
	for id, cs := range states {
		if cs.ChainId == of.spec.ID && (best == "" || clientSeq(id) < clientSeq(best)) {
			best = id
		}
	}
	if best != "" {
		return best, nil
	}
	cs, cons, err := of.newClient(ctx)
	if err != nil {
		return "", err
	}
	msg, err := clienttypes.NewMsgCreateClient(cs, cons, on.signer())
	if err != nil {
		return "", err
	}
	if _, err := on.send(ctx, r.journal, "create client of "+of.spec.ID, msg); err != nil {
		return "", err
	}
	return r.ensureClient(ctx, on, of)
}

func clientSeq(id string) uint64 {
	_, seq, err := clienttypes.ParseClientIdentifier(id)
	if err != nil {
		return ^uint64(0)
	}
	return seq
}

// update returns a MsgUpdateClient that brings on's client of of to of's
// latest height, and that height (the proof height for proofs read at it).
// No message is needed if the client is already there.
func (r *Relayer) update(ctx context.Context, on, of *endpoint, clientID string) (proto.Message, int64, error) {
	trusted, err := on.clientHeight(ctx, clientID)
	if err != nil {
		return nil, 0, err
	}
	// A block after the one the caller last saw, so that a proof read at
	// h covers the state it acts on (proofs at h are of store version h-1).
	h0, err := of.client.Height(ctx)
	if err != nil {
		return nil, 0, err
	}
	h, err := of.client.WaitHeight(ctx, h0+1)
	if err != nil {
		return nil, 0, err
	}
	if uint64(h) <= trusted.RevisionHeight {
		return nil, int64(trusted.RevisionHeight), nil
	}
	hdr, err := of.header(ctx, h, trusted)
	if err != nil {
		return nil, 0, err
	}
	msg, err := clienttypes.NewMsgUpdateClient(clientID, hdr, on.signer())
	if err != nil {
		return nil, 0, err
	}
	return msg, h, nil
}

// sendProven sends msgs built from proofs of of's state at a fresh height,
// after the update of on's client that the proofs need.
func (r *Relayer) sendProven(ctx context.Context, on, of *endpoint, clientID, what string,
	build func(h int64) ([]proto.Message, error)) error {
	upd, h, err := r.update(ctx, on, of, clientID)
	if err != nil {
		return err
	}
	msgs, err := build(h)
	if err != nil {
		return err
	}
	if len(msgs) == 0 {
		return nil
	}
	if upd != nil {
		msgs = append([]proto.Message{upd}, msgs...)
	}
	_, err = on.send(ctx, r.journal, what, msgs...)
	return err
}

func findConnection(conns []*connectiontypes.IdentifiedConnection, clientID string) *connectiontypes.IdentifiedConnection {
	var best *connectiontypes.IdentifiedConnection
	for _, c := range conns {
		if c.ClientId == clientID && (best == nil || c.Id < best.Id) {
			best = c
		}
	}
	return best
}

func (r *Relayer) ensureConnection(ctx context.Context, a, b *endpoint, clientA, clientB string) (string, string, error) {
	for step := 0; step < 8; step++ {
		ca, err := a.connections(ctx)
		if err != nil {
			return "", "", err
		}
		cb, err := b.connections(ctx)
		if err != nil {
			return "", "", err
		}
		connA, connB := findConnection(ca, clientA), findConnection(cb, clientB)
		switch {
		case connA == nil:
			msg := connectiontypes.NewMsgConnectionOpenInit(clientA, clientB, ibcPrefix, nil, 0, a.signer())
			_, err = a.send(ctx, r.journal, "connection open init", msg)
		case connB == nil:
			err = r.sendProven(ctx, b, a, clientB, "connection open try", func(h int64) ([]proto.Message, error) {
				pr, err := a.prove(ctx, host.ConnectionKey(connA.Id), h)
				if err != nil {
					return nil, err
				}
				return []proto.Message{connectiontypes.NewMsgConnectionOpenTry(clientB, connA.Id, clientA, ibcPrefix,
					connectiontypes.GetCompatibleVersions(), 0, pr.Proof, pr.Height, b.signer())}, nil
			})
		case connA.State == connectiontypes.INIT && connB.State == connectiontypes.TRYOPEN:
			err = r.sendProven(ctx, a, b, clientA, "connection open ack", func(h int64) ([]proto.Message, error) {
				pr, err := b.prove(ctx, host.ConnectionKey(connB.Id), h)
				if err != nil {
					return nil, err
				}
				return []proto.Message{connectiontypes.NewMsgConnectionOpenAck(connA.Id, connB.Id, pr.Proof, pr.Height,
					connectiontypes.GetCompatibleVersions()[0], a.signer())}, nil
			})
		case connA.State == connectiontypes.OPEN && connB.State == connectiontypes.TRYOPEN:
			err = r.sendProven(ctx, b, a, clientB, "connection open confirm", func(h int64) ([]proto.Message, error) {
				pr, err := a.prove(ctx, host.ConnectionKey(connA.Id), h)
				if err != nil {
					return nil, err
				}
				return []proto.Message{connectiontypes.NewMsgConnectionOpenConfirm(connB.Id, pr.Proof, pr.Height, b.signer())}, nil
			})
		case connA.State == connectiontypes.OPEN && connB.State == connectiontypes.OPEN:
			return connA.Id, connB.Id, nil
		default:
			return "", "", fmt.Errorf("connection %s on %s is %s and %s on %s is %s: no handshake step leads on",
				connA.Id, a.spec.ID, connA.State, connB.Id, b.spec.ID, connB.State)
		}
		if err != nil {
			return "", "", err
		}
	}
	return "", "", fmt.Errorf("connection between %s and %s did not open", a.spec.ID, b.spec.ID)
}

func findChannel(chans []*channeltypes.IdentifiedChannel) *channeltypes.IdentifiedChannel {
	var best *channeltypes.IdentifiedChannel
	for _, c := range chans {
		if c.PortId == cosmos.TransferPort && (best == nil || c.ChannelId < best.ChannelId) {
			best = c
		}
	}
	return best
}

func (r *Relayer) ensureChannel(ctx context.Context, a, b *endpoint, p Path) (string, string, error) {
	port, version := cosmos.TransferPort, cosmos.TransferVersion
	for step := 0; step < 8; step++ {
		la, err := a.channels(ctx, p.ConnectionA)
		if err != nil {
			return "", "", err
		}
		lb, err := b.channels(ctx, p.ConnectionB)
		if err != nil {
			return "", "", err
		}
		chA, chB := findChannel(la), findChannel(lb)
		switch {
		case chA == nil:
			msg := channeltypes.NewMsgChannelOpenInit(port, version, channeltypes.UNORDERED, []string{p.ConnectionA}, port, a.signer())
			_, err = a.send(ctx, r.journal, "channel open init", msg)
		case chB == nil:
			err = r.sendProven(ctx, b, a, p.ClientB, "channel open try", func(h int64) ([]proto.Message, error) {
				pr, err := a.prove(ctx, host.ChannelKey(port, chA.ChannelId), h)
				if err != nil {
					return nil, err
				}
				return []proto.Message{channeltypes.NewMsgChannelOpenTry(port, version, channeltypes.UNORDERED, []string{p.ConnectionB},
					port, chA.ChannelId, version, pr.Proof, pr.Height, b.signer())}, nil
			})
		case chA.State == channeltypes.INIT && chB.State == channeltypes.TRYOPEN:
			err = r.sendProven(ctx, a, b, p.ClientA, "channel open ack", func(h int64) ([]proto.Message, error) {
				pr, err := b.prove(ctx, host.ChannelKey(port, chB.ChannelId), h)
				if err != nil {
					return nil, err
				}
				return []proto.Message{channeltypes.NewMsgChannelOpenAck(port, chA.ChannelId, chB.ChannelId, version, pr.Proof, pr.Height, a.signer())}, nil
			})
		case chA.State == channeltypes.OPEN && chB.State == channeltypes.TRYOPEN:
			err = r.sendProven(ctx, b, a, p.ClientB, "channel open confirm", func(h int64) ([]proto.Message, error) {
				pr, err := a.prove(ctx, host.ChannelKey(port, chA.ChannelId), h)
				if err != nil {
					return nil, err
				}
				return []proto.Message{channeltypes.NewMsgChannelOpenConfirm(port, chB.ChannelId, pr.Proof, pr.Height, b.signer())}, nil
			})
		case chA.State == channeltypes.OPEN && chB.State == channeltypes.OPEN:
			return chA.ChannelId, chB.ChannelId, nil
		default:
			return "", "", fmt.Errorf("channel %s on %s is %s and %s on %s is %s: no handshake step leads on",
				chA.ChannelId, a.spec.ID, chA.State, chB.ChannelId, b.spec.ID, chB.State)
		}
		if err != nil {
			return "", "", err
		}
	}
	return "", "", fmt.Errorf("channel between %s and %s did not open", a.spec.ID, b.spec.ID)
}
