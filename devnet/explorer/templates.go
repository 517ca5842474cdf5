package explorer

import "html/template"

// parsePages parses the pages. html/template escapes every value by
// context; the pages load nothing from elsewhere (inline style only).
func parsePages() (*template.Template, error) {
	return template.New("pages").Parse(pageTemplates)
}

const pageTemplates = `
{{define "head"}}<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}} · Switchyard devnet explorer</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
header{background:#1b1f24;color:#fff;padding:.8rem 1.5rem;display:flex;gap:1rem;align-items:center}
header a{color:#fff;text-decoration:none;font-weight:600}
header form{margin-left:auto}
input[type=text]{width:36rem;max-width:60vw;padding:.35rem .5rem;font-family:ui-monospace,monospace}
main{padding:1.2rem 1.5rem;max-width:72rem}
section{background:#fff;border:1px solid #dde1e6;border-radius:6px;padding:1rem 1.2rem;margin-bottom:1.2rem}
h1{font-size:1.2rem;word-break:break-all}h2{font-size:1.05rem;margin-top:0;word-break:break-all}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eef0f3;vertical-align:top}
th{color:#57606a;font-weight:500;white-space:nowrap;width:12rem}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;word-break:break-all}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:1rem;font-size:.85em;font-weight:600}
.ok{background:#dafbe1;color:#116329}.wait{background:#fff8c5;color:#7d4e00}.bad{background:#ffebe9;color:#a40e26}
.gas{background:#ddf4ff;color:#0550ae}.note{color:#57606a;font-size:.9em}
</style></head><body>
<header><a href="/">Switchyard devnet explorer</a>
<form method="get" action="/search"><input type="text" name="q" placeholder="transaction hash or message id" aria-label="search"></form>
</header><main>{{end}}

{{define "foot"}}</main></body></html>{{end}}

{{define "index"}}{{template "head" .}}
<section><h1>Bridge explorer</h1>
<p>Search a GMP message by its source transaction hash or its message id (<span class="mono">0x…-logIndex</span>).</p>
<p class="note">API: <span class="mono">POST /gmp/searchGMP {"txHash": "0x…"}</span> or <span class="mono">{"messageId": "0x…-N"}</span>;
<span class="mono">GET /gmp/searchGMP?txHash=0x…</span>. Indexing delay: {{.Delay}}.</p></section>
{{template "foot" .}}{{end}}

{{define "error"}}{{template "head" .}}
<section><h1>{{.Status}} · {{.Title}}</h1><p>{{.Message}}</p></section>
{{template "foot" .}}{{end}}

{{define "gmp"}}{{template "head" .}}
<h1>GMP · <span class="mono">{{.Query}}</span></h1>
{{range .Messages}}
<section>
<h2 class="mono">{{.MessageID}}</h2>
<p><span class="badge {{.StatusClass}}">{{.Status}}</span> <span class="badge gas">{{.GasStatus}}</span></p>
<table>
<tr><th>Route</th><td>{{.Source}} → {{.Destination}}</td></tr>
<tr><th>Event</th><td>{{.Call.Event}}</td></tr>
<tr><th>Sender</th><td class="mono">{{index .Call.ReturnValues "sender"}}</td></tr>
<tr><th>Destination contract</th><td class="mono">{{index .Call.ReturnValues "destinationContractAddress"}}</td></tr>
{{with index .Call.ReturnValues "symbol"}}<tr><th>Token</th><td>{{.}}</td></tr>{{end}}
{{with index .Call.ReturnValues "amount"}}<tr><th>Amount (base units)</th><td class="mono">{{.}}</td></tr>{{end}}
<tr><th>Payload hash</th><td class="mono">{{index .Call.ReturnValues "payloadHash"}}</td></tr>
<tr><th>Command id</th><td class="mono">{{.CommandID}}</td></tr>
<tr><th>Gas paid (wei)</th><td class="mono">{{.Gas.GasPaidAmount}} paid + {{.Gas.GasAddedAmount}} added{{with .Gas.GasRequiredAmount}}; execution needs {{.}}{{end}}</td></tr>
{{if .Insufficient}}<tr><th>Action</th><td>The prepaid gas does not cover execution at the destination's current gas price.
Top it up with <span class="mono">addNativeGas({{.Call.TransactionHash}}, {{.Call.LogIndex}}, refundAddress)</span> on the source chain's gas service.</td></tr>{{end}}
{{with .Error}}<tr><th>Error</th><td><span class="badge bad">{{.Chain}}</span> {{.Message}}</td></tr>{{end}}
</table>
<h3>Steps</h3>
<table><tr><th>Step</th><th>Chain</th><th>Transaction</th><th>Block</th><th>Time (UTC)</th></tr>
{{range .Steps}}<tr><td>{{.Name}}{{with .Comment}}<div class="note">{{.}}</div>{{end}}</td><td>{{.Chain}}</td>
<td class="mono">{{if .TxURL}}<a href="{{.TxURL}}">{{.TxHash}}</a>{{else}}—{{end}}</td><td>{{.Block}}</td><td>{{.Time}}</td></tr>
{{end}}</table>
{{with .TimeSpent}}<h3>Time spent</h3><table>{{range .}}<tr><th>{{.Key}}</th><td>{{.Value}}</td></tr>{{end}}</table>{{end}}
</section>
{{end}}
{{template "foot" .}}{{end}}

{{define "tx"}}{{template "head" .}}
{{with .Tx}}
<h1>Transaction <span class="mono">{{.Hash}}</span></h1>
<section><table>
<tr><th>Chain</th><td>{{.Chain}}</td></tr>
<tr><th>Status</th><td><span class="badge {{.Class}}">{{.Status}}</span></td></tr>
<tr><th>Block</th><td>{{.Block}}{{with .Time}} · {{.}}{{end}}</td></tr>
<tr><th>From</th><td class="mono">{{.From}}</td></tr>
<tr><th>To</th><td class="mono">{{.To}}{{with .ToLabel}} <span class="note">({{.}})</span>{{end}}</td></tr>
<tr><th>Value</th><td>{{.Value}}</td></tr>
<tr><th>Method</th><td class="mono">{{if .Method}}{{.Method}}{{else}}—{{end}} <span class="note">({{.InputSize}} bytes of input)</span></td></tr>
<tr><th>Nonce</th><td>{{.Nonce}}</td></tr>
<tr><th>Gas</th><td>{{.GasUsed}} used of {{.GasLimit}}{{with .GasPrice}} at {{.}}{{end}}</td></tr>
</table></section>
<section><h2>Logs</h2>
{{range .Logs}}<table>
<tr><th>#{{.Index}}</th><td class="mono">{{.Address}}{{with .Label}} <span class="note">({{.}})</span>{{end}}</td></tr>
{{if .Event}}<tr><th>Event</th><td><strong>{{.Event}}</strong></td></tr>
{{range .Args}}<tr><th>{{.Name}} <span class="note">{{.Type}}</span></th><td class="mono">{{.Value}}</td></tr>{{end}}
{{else}}{{range $i, $t := .Topics}}<tr><th>topic {{$i}}</th><td class="mono">{{$t.Hex}}</td></tr>{{end}}
<tr><th>data</th><td class="mono">{{.Data}}</td></tr>{{end}}
</table><br>{{else}}<p class="note">No logs.</p>{{end}}
</section>
{{end}}
{{template "foot" .}}{{end}}
`
