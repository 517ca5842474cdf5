// Package docs holds the checks of the user-facing documentation: the
// README's size, links and anchors that resolve, and no internal
// references (issue numbers, commit hashes) where users read.
package docs
