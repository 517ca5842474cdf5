package httpapi

import "fmt"

// refusal is the HTTP layer's own refusal of a request, before any domain
// sees it: a method the path does not allow (405), a body too large (413)
// or in an encoding not decoded (415), headers too large (431). Its body
// has the error shape with type BAD_REQUEST, as the interface's clients
// expect of a request they must change.
type refusal struct {
	status  int
	message string
}

// refusalType is the `type` of every refusal's body.
const refusalType = "BAD_REQUEST"

func refuse(status int, format string, args ...any) *refusal {
	return &refusal{status: status, message: fmt.Sprintf(format, args...)}
}

func (r *refusal) Error() string { return refusalType + ": " + r.message }
