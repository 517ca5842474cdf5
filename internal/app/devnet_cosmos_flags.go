package app

import "fmt"

// CosmosFlag is the name of the flag that starts the devnet's Cosmos
// chains: serve's --devnet-cosmos or the devnet command's --cosmos.
func (n DevnetFlagNames) CosmosFlag() string {
	if n == AloneDevnetFlags {
		return "cosmos"
	}
	return "devnet-cosmos"
}

// cosmosProblems checks --devnet-cosmos against the rest of the
// configuration: the Cosmos chains run only beside an embedded devnet.
func (s *DevnetSettings) cosmosProblems(mode string) []string {
	if !s.Cosmos {
		return nil
	}
	flag := "--" + s.Names.CosmosFlag()
	switch {
	case mode != "devnet":
		return []string{fmt.Sprintf("%s starts devnet chains, which --mode %s does not use: drop it", flag, mode)}
	case s.AttachURL != "":
		return []string{fmt.Sprintf("%s cannot be combined with --devnet-url: the attached devnet is configured where it runs", flag)}
	case s.Chains == "none" && s.Names == ServeDevnetFlags:
		return []string{fmt.Sprintf("%s needs the embedded devnet, which --%s none turns off", flag, s.Names.Chains)}
	}
	return nil
}
