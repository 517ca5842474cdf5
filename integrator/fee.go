package integrator

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/switchyard-dev/switchyard/chainaddr"
)

// MaxFeeBPS bounds an integrator fee: 1,000 basis points, 10% of the input.
const MaxFeeBPS = 1000

// FeeFamilies are the chain families a beneficiary can be set for: the
// EVM beneficiary is paid on EVM chains (the source transaction, or the
// destination calls of a Cosmos → EVM route), the Cosmos one on the
// Cosmos hub when it forwards a Cosmos → Cosmos transfer.
var FeeFamilies = []string{"evm", "cosmos"}

// Fee is what an integrator earns on the routes it quotes: BPS basis
// points of the input, paid in the route's own transaction to the
// beneficiary of the source chain's family. The zero Fee is none.
type Fee struct {
	BPS int
	// Beneficiaries maps a chain family ("evm") to the address paid on
	// that family's chains: addresses differ between families.
	Beneficiaries map[string]string
}

// IsZero reports whether no fee is configured.
func (f Fee) IsZero() bool { return f.BPS == 0 }

// Beneficiary is the address paid on chains of family, if one is set.
func (f Fee) Beneficiary(family string) (string, bool) {
	a, ok := f.Beneficiaries[family]
	return a, ok && f.BPS > 0
}

// SetFeeRequest changes an integrator's fee. BPS 0 removes the fee with
// every beneficiary; otherwise Beneficiary is set for Family (default
// "evm"), keeping the other families' beneficiaries.
type SetFeeRequest struct {
	BPS         int
	Family      string
	Beneficiary string
}

// SetFee sets or removes an integrator's fee.
func (s *Service) SetFee(ctx context.Context, ref string, req SetFeeRequest) (*Integrator, error) {
	if req.BPS < 0 || req.BPS > MaxFeeBPS {
		return nil, fmt.Errorf("--bps must be 0 (no fee) to %d (10%%), got %d", MaxFeeBPS, req.BPS)
	}
	var addr string
	if req.BPS > 0 {
		if req.Family == "" {
			req.Family = "evm"
		}
		if !slices.Contains(FeeFamilies, req.Family) {
			return nil, fmt.Errorf("--family %q: fees are paid on %v chains only for now", req.Family, FeeFamilies)
		}
		if req.Beneficiary == "" {
			return nil, fmt.Errorf("a fee needs --beneficiary, the %s address it is paid to", req.Family)
		}
		var err error
		// A Cosmos beneficiary is one account on every Cosmos chain, paid
		// under each chain's prefix: any prefix is taken.
		if addr, err = chainaddr.Normalize(req.Family, bech32Prefix(req.Family, req.Beneficiary), req.Beneficiary); err != nil {
			return nil, fmt.Errorf("--beneficiary: %w", err)
		}
	}
	return s.update(ctx, ref, func(in *Integrator) error {
		if req.BPS == 0 {
			in.Fee = Fee{}
			return nil
		}
		b := maps.Clone(in.Fee.Beneficiaries)
		if b == nil {
			b = map[string]string{}
		}
		b[req.Family] = addr
		in.Fee = Fee{BPS: req.BPS, Beneficiaries: b}
		return nil
	})
}

// FeeOf is the fee of the integrator with the id hash (the zero Fee for
// one without, or unknown), from the same in-memory view as
// Authenticate.
func (s *Service) FeeOf(ctx context.Context, idHash string) (Fee, error) {
	snap, err := s.current(ctx)
	if err != nil {
		return Fee{}, err
	}
	if in, ok := snap.byHash[idHash]; ok {
		return in.Fee, nil
	}
	return Fee{}, nil
}

// bech32Prefix is the prefix a Cosmos beneficiary is checked against: its
// own ("" for other families).
func bech32Prefix(family, addr string) string {
	if family != "cosmos" {
		return ""
	}
	if i := strings.LastIndexByte(addr, '1'); i > 0 {
		return strings.ToLower(addr[:i])
	}
	return ""
}
