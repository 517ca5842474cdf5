package main

import (
	"testing"
)

func TestSelectKinds(t *testing.T) {
	got, err := selectKinds("osmosis-hub, hub-osmosis")
	if err != nil || len(got) != 2 || got[0].name != "osmosis-hub" || got[1].name != "hub-osmosis" {
		t.Fatalf("selectKinds: %+v, %v", got, err)
	}
	for _, bad := range []string{"", "hub-cosmoshub", ","} {
		if _, err := selectKinds(bad); err == nil {
			t.Errorf("selectKinds(%q): no error", bad)
		}
	}
}
