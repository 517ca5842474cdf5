package main

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/route"
)

// bruteMaxHops is the longest path the baseline tries: the engine's own
// bound.
const bruteMaxHops = route.MaxHops

// bruteResult is the baseline's answer.
type bruteResult struct {
	Out   uint256.Int // the best output found
	Hops  int         // pools on the best path (0: a wrap or unwrap only)
	Found bool
	Evals int // pool evaluations (Pool.AmountOut calls)
}

// bruteForce is the baseline the engine's same-chain search is compared
// with: a straightforward exhaustive depth-first search over every simple
// path (no token visited twice) of at most bruteMaxHops pools from one
// token to the other, running the pool math (Pool.AmountOut) along each
// path and keeping the largest output. The only pruning is the obvious
// one: a path that has used its last hop and is not at the target is not
// priced. The native asset stands for its wrapped token at either end, as
// in the engine.
func bruteForce(ch *liquidity.Chain, from, to common.Address, amount *uint256.Int) bruteResult {
	var res bruteResult
	if from == liquidity.Native {
		from = ch.WrappedNative
	}
	if to == liquidity.Native {
		to = ch.WrappedNative
	}
	if from == to {
		res.Out, res.Found = *amount, true
		return res
	}
	si, ok1 := ch.TokenIndex(from)
	ti, ok2 := ch.TokenIndex(to)
	if !ok1 || !ok2 {
		return res
	}
	// The tokens on the current path and the amount reaching each (one
	// array for the whole search, so the recursion does not allocate).
	var onPath [bruteMaxHops + 1]int32
	var amounts [bruteMaxHops + 1]uint256.Int
	amounts[0] = *amount
	var dfs func(tok int32, depth int)
	dfs = func(tok int32, depth int) {
		onPath[depth] = tok
		for _, e := range ch.Edges(tok) {
			if visited(onPath[:depth+1], e.To) {
				continue
			}
			if e.To != ti && depth+1 == bruteMaxHops {
				continue // could not reach the target any more
			}
			res.Evals++
			out, err := ch.Pools[e.Pool].AmountOut(int(e.In), &amounts[depth])
			if err != nil || out.IsZero() {
				continue
			}
			if e.To == ti {
				if !res.Found || out.Gt(&res.Out) {
					res.Out, res.Hops, res.Found = out, depth+1, true
				}
				continue
			}
			amounts[depth+1] = out
			dfs(e.To, depth+1)
		}
	}
	dfs(si, 0)
	return res
}

func visited(path []int32, t int32) bool {
	for _, p := range path {
		if p == t {
			return true
		}
	}
	return false
}
