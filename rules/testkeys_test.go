package rules

import (
	"fmt"
	"testing"
)

// TestDevChainKeys checks that the default accounts' keys of Hardhat and
// Anvil stay in the forms their output, configs and scripts give them,
// while another key in the same forms goes.
func TestDevChainKeys(t *testing.T) {
	published := []string{
		"0x" + "ac0974bec39a17e3" + "6ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80", // account 0
		"5de4111afa1a4b94" + "908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",        // account 2, as MetaMask exports it
	}
	other := "0x" + "4c0883a691029376" + "d6231471b5dbb6204fe512961708279f4f0e2a9f0a1e9c3f"
	forms := []string{
		"Account #0: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000 ETH)\nPrivate Key: %s",
		"forge script script/Deploy.s.sol --fork-url http://localhost:8545 --private-key %s --broadcast",
		"PRIVATE_KEY=%s",
		"DEPLOYER_KEY=%s",
		"const wallet = new ethers.Wallet(\"%s\", provider);",
	}
	for _, form := range forms {
		for _, key := range published {
			if got := Default().Find(nil, fmt.Sprintf(form, key)); len(got) > 0 {
				t.Errorf("%q: a published test key was found by %s", form, got[0].Rule.ID)
			}
		}
		if got := Default().Find(nil, fmt.Sprintf(form, other)); len(got) == 0 {
			t.Errorf("%q: another key was not found", form)
		}
	}
}
