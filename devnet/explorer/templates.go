package explorer

import "html/template"

// parsePages parses the pages. html/template escapes every value by
// context; the pages load nothing from elsewhere (inline style only).
func parsePages() (*template.Template, error) {
	return template.New("pages").Parse(pageTemplates + followTemplate + cosmosTxTemplate)
}

const pageTemplates = `
{{define "head"}}<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{{if .Refresh}}<meta http-equiv="refresh" content="2">{{end}}
<title>{{.Title}} · Switchyard devnet explorer</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;margin:0;background:#f6f7f9;color:#1b1f24;line-height:1.45}
header{background:#1b1f24;color:#fff;padding:.8rem 1.5rem;display:flex;gap:1rem;align-items:center}
header a{color:#fff;text-decoration:none;font-weight:600}
header form{margin-left:auto}
input[type=text]{width:36rem;max-width:60vw;padding:.35rem .5rem;font-family:ui-monospace,monospace}
main{padding:1.2rem 1.5rem;max-width:72rem}
section{background:#fff;border:1px solid #dde1e6;border-radius:6px;padding:1rem 1.2rem;margin-bottom:1.2rem}
h1{font-size:1.2rem;word-break:break-all}h2{font-size:1.05rem;margin-top:0;word-break:break-all}h3{font-size:1rem;margin:1rem 0 .4rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eef0f3;vertical-align:top}
th{color:#57606a;font-weight:500;white-space:nowrap;width:12rem}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace;font-size:.9em;word-break:break-all}
a{color:#0550ae}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:1rem;font-size:.85em;font-weight:600}
.ok{background:#dafbe1;color:#116329}.wait{background:#fff8c5;color:#7d4e00}.bad{background:#ffebe9;color:#a40e26}.warn{background:#fff1e5;color:#953800}
.gas{background:#ddf4ff;color:#0550ae}.note{color:#57606a;font-size:.9em}
.state{border-width:2px}.state.ok{border-color:#4ac26b}.state.wait{border-color:#d4a72c}.state.bad{border-color:#ff8182}.state.warn{border-color:#fb8f44}
.state .title{font-size:1.5rem;font-weight:700;margin:0 0 .2rem}
.state p{margin:.5rem 0 0;color:#1b1f24}
.state code{font-size:1rem;background:rgba(255,255,255,.7);padding:.05rem .35rem;border-radius:4px}
tr.waiting td{color:#8c959f;font-style:italic}
ul.facts{margin:.3rem 0 0;padding-left:1.2rem}ul.facts li{margin:.2rem 0}
</style></head><body>
<header><a href="/">Switchyard devnet explorer</a>
<form method="get" action="/search"><input type="text" name="q" placeholder="transaction hash or message id" aria-label="search"></form>
</header><main>{{end}}

{{define "foot"}}</main></body></html>{{end}}

{{define "state"}}<section class="state {{.Class}}">
<div class="title">{{.Title}}</div>
<div>Status <code>{{.Word}}</code>{{if not .Terminal}} <span class="note">· this page refreshes every 2 s</span>{{end}}</div>
<p>{{.Meaning}}</p>
<p><strong>What to do:</strong> {{.Action}}</p>
</section>{{end}}

{{define "steps"}}<table><tr><th>Step</th><th>Chain</th><th>Transaction</th><th>Block</th><th>Time (UTC)</th></tr>
{{range .}}<tr{{if .Waiting}} class="waiting"{{end}}><td><strong>{{.Name}}</strong>{{with .Comment}}<div class="note">{{.}}</div>{{end}}</td><td>{{.Chain}}</td>
<td class="mono">{{if .TxURL}}<a href="{{.TxURL}}" title="{{.TxHash}}">{{.TxShort}}</a>{{else}}—{{end}}</td><td>{{if .Block}}{{.Block}}{{else}}—{{end}}</td><td>{{if .Time}}{{.Time}}{{else}}—{{end}}</td></tr>
{{end}}</table>{{end}}

{{define "index"}}{{template "head" .}}
<section><h1>Bridge explorer</h1>
<p>Search a GMP message by its source transaction hash or its message id (<span class="mono">0x…-logIndex</span>).
Transactions: <span class="mono">/tx/{chainId}/{hash}</span>; intents orders: <span class="mono">/order/{chainId}/{orderHash}</span>.</p>
<p class="note">API: <span class="mono">POST /gmp/searchGMP {"txHash": "0x…"}</span> or <span class="mono">{"messageId": "0x…-N"}</span>;
<span class="mono">GET /gmp/searchGMP?txHash=0x…</span>. Indexing delay: {{.Delay}}.</p></section>
{{template "foot" .}}{{end}}

{{define "error"}}{{template "head" .}}
<section><h1>{{.Status}} · {{.Title}}</h1><p>{{.Message}}</p></section>
{{template "foot" .}}{{end}}

{{define "gmp"}}{{template "head" .}}
<h1>GMP message · <span class="mono">{{.Query}}</span></h1>
{{range .Messages}}
{{template "state" .State}}
<section>
<h2>Message <span class="mono">{{.MessageID}}</span></h2>
<table>
<tr><th>Route</th><td>{{.Source}} → {{.Destination}}</td></tr>
<tr><th>Switchyard route</th><td><a href="{{.Follow}}">Follow its status live</a> <span class="note">(the record of GET /v2/status, streamed; needs the route's quote id)</span></td></tr>
{{with .Amount}}<tr><th>Amount</th><td><strong>{{.}}</strong></td></tr>{{end}}
{{with .Outcome}}<tr><th>Destination outcome</th><td>{{.}}</td></tr>{{end}}
{{with .Reason}}<tr><th>Failure reason</th><td class="mono">{{.}}</td></tr>{{end}}
<tr><th>Gas</th><td>{{.GasPaid}}{{with .GasRequired}}; execution needs {{.}}{{end}} <span class="badge gas">{{.GasStatus}}</span></td></tr>
{{if .Insufficient}}<tr><th>Add gas</th><td>On {{.Source}}'s gas service: <span class="mono">addNativeGas({{.Call.TransactionHash}}, {{.Call.LogIndex}}, refundAddress)</span> with the gas as the call's value.</td></tr>{{end}}
<tr><th>Sender</th><td class="mono">{{index .Call.ReturnValues "sender"}}</td></tr>
<tr><th>Destination contract</th><td class="mono">{{index .Call.ReturnValues "destinationContractAddress"}}</td></tr>
<tr><th>Event</th><td>{{.Call.Event}}</td></tr>
<tr><th>Payload hash</th><td class="mono">{{index .Call.ReturnValues "payloadHash"}}</td></tr>
<tr><th>Command id</th><td class="mono">{{.CommandID}}</td></tr>
{{with .Error}}<tr><th>Error</th><td><span class="badge bad">{{.Chain}}</span> {{.Message}}</td></tr>{{end}}
</table>
<h3>Steps</h3>
{{template "steps" .Steps}}
{{with .TimeSpent}}<h3>Time spent</h3><table>{{range .}}<tr><th>{{.Key}}</th><td>{{.Value}}</td></tr>{{end}}</table>{{end}}
</section>
{{end}}
{{template "foot" .}}{{end}}

{{define "order"}}{{template "head" .}}
{{with .Order}}
<h1>Intents order · <span class="mono">{{.Hash}}</span></h1>
{{template "state" .State}}
<section><table>
<tr><th>Route</th><td>{{.Source}} → {{.Destination}}</td></tr>
<tr><th>Pays</th><td><strong>{{.FromAmount}}</strong> from <span class="mono">{{.From}}</span></td></tr>
<tr><th>Receives</th><td><strong>{{.ToAmount}}</strong> to <span class="mono">{{.To}}</span></td></tr>
<tr><th>Expiry</th><td>{{.Expiry}}</td></tr>
</table>
<h3>Steps</h3>
{{template "steps" .Steps}}
</section>
{{end}}
{{template "foot" .}}{{end}}

{{define "tx"}}{{template "head" .}}
{{with .Tx}}
<h1>Transaction <span class="mono">{{.Hash}}</span></h1>
<section class="state {{.Class}}"><div class="title">{{if eq .Status "success"}}Success{{else if eq .Status "reverted"}}Reverted{{else}}Pending{{end}}</div>
<div>Status <code>{{.Status}}</code> on {{.Chain}}</div><p>{{.Summary}}</p>
{{if or .GMPLinks .Orders .Outcomes .Transfers .Follow}}<ul class="facts">
{{range .GMPLinks}}<li><a href="{{.URL}}">{{.Text}}</a></li>{{end}}
{{range .Outcomes}}<li>{{.}}</li>{{end}}
{{range .Orders}}<li>Intents order <a class="mono" href="{{.URL}}">{{.OrderHash}}</a> {{.Detail}}</li>{{end}}
{{with .Follow}}<li><a href="{{.}}">Follow this route's status live</a> <span class="note">(Switchyard's status stream; needs the route's quote id)</span></li>{{end}}
{{range .Transfers}}<li>Transfer: {{.}}</li>{{end}}
</ul>{{end}}
</section>
<section><table>
<tr><th>Chain</th><td>{{.Chain}}</td></tr>
<tr><th>Status</th><td><span class="badge {{.Class}}">{{.Status}}</span></td></tr>
<tr><th>Block</th><td>{{if .Block}}{{.Block}}{{else}}—{{end}}{{with .Time}} · {{.}}{{end}}</td></tr>
<tr><th>From</th><td class="mono">{{.From}}</td></tr>
<tr><th>To</th><td class="mono">{{.To}}{{with .ToLabel}} <span class="note">({{.}})</span>{{end}}</td></tr>
<tr><th>Value</th><td>{{.Value}}</td></tr>
<tr><th>Method</th><td class="mono">{{if .Method}}{{.Method}}{{else}}—{{end}} <span class="note">({{.InputSize}} bytes of input)</span></td></tr>
<tr><th>Nonce</th><td>{{.Nonce}}</td></tr>
<tr><th>Gas</th><td>{{if .GasUsed}}{{.GasUsed}} used of {{.GasLimit}}{{else}}limit {{.GasLimit}}{{end}}{{with .GasPrice}} at {{.}}{{end}}</td></tr>
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
