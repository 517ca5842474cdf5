package cosmos

import (
	"context"
	"errors"

	upgradetypes "cosmossdk.io/x/upgrade/types"
)

// errNoUpgrades answers every upgrade question: the devnet chains never
// upgrade, so IBC's client-upgrade path has nothing to find.
var errNoUpgrades = errors.New("the devnet chains have no upgrade plans")

// noUpgrades is the upgrade keeper IBC core insists on. Linking x/upgrade
// for it would add its downloader and cloud clients to the binary. IBC
// refuses a zero-valued keeper as unset, hence the field.
type noUpgrades struct{ chainID string }

func (noUpgrades) GetUpgradePlan(context.Context) (upgradetypes.Plan, error) {
	return upgradetypes.Plan{}, errNoUpgrades
}
func (noUpgrades) GetUpgradedClient(context.Context, int64) ([]byte, error) {
	return nil, errNoUpgrades
}
func (noUpgrades) SetUpgradedClient(context.Context, int64, []byte) error { return errNoUpgrades }
func (noUpgrades) GetUpgradedConsensusState(context.Context, int64) ([]byte, error) {
	return nil, errNoUpgrades
}
func (noUpgrades) SetUpgradedConsensusState(context.Context, int64, []byte) error {
	return errNoUpgrades
}
func (noUpgrades) ScheduleUpgrade(context.Context, upgradetypes.Plan) error { return errNoUpgrades }
