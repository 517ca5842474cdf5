package explorer

// followTemplate is the follow page. Its script is inline (the page loads
// nothing from elsewhere) and fills the page with textContent only: the
// record's values are never parsed as HTML.
const followTemplate = `
{{define "follow"}}{{template "head" .}}
<h1>Follow a transaction live</h1>
{{if .Following}}
<section id="follow" class="state wait" data-api="{{.API}}" data-tx="{{.transactionId}}" data-from="{{.fromChainId}}" data-to="{{.toChainId}}" data-quote="{{.quoteId}}">
<div class="title" id="f-title">Connecting…</div>
<div>Status <code id="f-word">—</code> <span class="note" id="f-conn">opening the stream…</span></div>
<p id="f-meaning">This page opens GET /v2/status/stream on the Switchyard API and shows the status record at once and at every change.</p>
<p><strong>What to do:</strong> <span id="f-action">wait for the first event.</span></p>
</section>
<section id="f-needid" hidden>
<label for="f-id">Integrator id</label> <input type="password" id="f-id" autocomplete="off" spellcheck="false"> <button id="f-go" type="button">Follow</button>
<p class="note">The stream needs the x-integrator-id header of the integrator that asked for the quote.</p>
</section>
<section><h2>Transaction</h2><table>
<tr><th>Source transaction</th><td class="mono">{{.transactionId}}</td></tr>
<tr><th>Chains</th><td>{{.fromChainId}} → {{.toChainId}}</td></tr>
<tr><th>Quote id</th><td class="mono">{{.quoteId}}</td></tr>
<tr><th>Stream</th><td class="mono">GET {{.API}}/v2/status/stream</td></tr>
<tr><th>Bridge status</th><td id="f-status">—</td></tr>
<tr><th>Links</th><td id="f-links">—</td></tr>
<tr id="f-error-row" hidden><th>Error</th><td id="f-error"></td></tr>
</table></section>
<section id="f-funds-box" hidden><h2>Where the funds are (fundsAt)</h2><p id="f-funds"></p></section>
<section id="f-recovery-box" hidden><h2>Recovery</h2>
<p id="f-recovery-what"></p>
<table>
<tr><th>Type</th><td id="f-rec-type"></td></tr>
<tr><th>Chain</th><td id="f-rec-chain"></td></tr>
<tr><th>Send to</th><td class="mono" id="f-rec-target"></td></tr>
<tr><th>Value (wei)</th><td class="mono" id="f-rec-value"></td></tr>
<tr><th>Data</th><td class="mono" id="f-rec-data"></td></tr>
</table>
<p class="note">Any funded account may send it as is; the record moves on by itself once it is mined.</p>
</section>
<section><h2>Route steps (routeStatus)</h2>
<table id="f-steps"><thead><tr><th>Chain</th><th>Action</th><th>Transaction</th><th>Step status</th></tr></thead><tbody><tr><td colspan="4" class="note">none yet</td></tr></tbody></table>
</section>
<section><h2>Events</h2>
<p class="note">One row per event of the stream: its sequence number (the event id) and the time this page received it. Sequence 0 is the record before any stored change. After a dropped connection the page opens the stream again, which starts with the whole current record; changes made meanwhile show as a gap in the sequence.</p>
<table id="f-events"><thead><tr><th>Seq</th><th>Received (UTC)</th><th>State</th><th>Bridge status</th></tr></thead><tbody></tbody></table>
</section>
{{else}}
<section>
{{if not .API}}<p><strong>This explorer does not know the Switchyard API's address</strong> (a devnet started on its own): enter it below.</p>{{end}}
<p>The record is streamed from the Switchyard API with the parameters of GET /v2/status: the source transaction, both chain ids and the quote id of the route response (<span class="mono">route.quoteId</span>).</p>
<form method="get" action="/follow" id="f-form"><table>
<tr><th><label for="transactionId">transactionId</label></th><td><input type="text" name="transactionId" id="transactionId" value="{{.transactionId}}" placeholder="0x… (source transaction hash)"></td></tr>
<tr><th><label for="fromChainId">fromChainId</label></th><td><input type="text" name="fromChainId" id="fromChainId" value="{{.fromChainId}}"></td></tr>
<tr><th><label for="toChainId">toChainId</label></th><td><input type="text" name="toChainId" id="toChainId" value="{{.toChainId}}"></td></tr>
<tr><th><label for="quoteId">quoteId</label></th><td><input type="text" name="quoteId" id="quoteId" value="{{.quoteId}}"></td></tr>
<tr><th><label for="api">Switchyard API</label></th><td><input type="text" name="api" id="api" value="{{.API}}" placeholder="http://127.0.0.1:8080"></td></tr>
<tr><th><label for="f-id">Integrator id</label></th><td><input type="password" id="f-id" autocomplete="off" spellcheck="false"></td></tr>
</table><p><button type="submit">Follow</button></p></form>
</section>
{{end}}
<p class="note">The integrator id is read by this page's script from the field or from the address's <span class="mono">#id=</span> fragment, which browsers never send to a server; it goes only to the Switchyard API, as the x-integrator-id header. This explorer never receives or logs it.</p>
<script nonce="{{.Nonce}}">
(function () {
  "use strict";
  var STATES = {
    success: ["ok", "Success", "The route completed on every chain with no reversion: the intended funds were received.", "Nothing to do."],
    ongoing: ["wait", "In progress", "The route is under way on the chains.", "Wait. Contact support after 15 minutes or after twice the route's estimated duration, whichever is longer."],
    needs_gas: ["warn", "Needs gas", "The destination chain's gas price rose above what was prepaid: execution is paused until gas is added.", "Send the recovery transaction below (or add gas in the bridge explorer); the route then completes by itself."],
    partial_success: ["warn", "Partial success", "The source transaction executed; the destination transaction reverted (slippage, or a failing hook).", "Nothing to retry here: the user holds the bridged token on the destination chain."],
    not_found: ["wait", "Not found yet", "No on-chain record yet: usually indexing, 5 to 10 seconds after the transaction is sent.", "Wait: this page keeps listening and shows the transaction as soon as it is seen."],
    refund: ["bad", "Refunded", "The intents route failed: the funds are refunded on the source chain to the route's fromAddress.", "Nothing to do: the refund arrives by itself."]
  };
  function el(id) { return document.getElementById(id); }
  function text(id, s) { el(id).textContent = s; }
  function idFromFragment() {
    var h = location.hash.charAt(0) === "#" ? location.hash.slice(1) : location.hash;
    return (new URLSearchParams(h).get("id") || "").trim();
  }
  function sleep(ms) { return new Promise(function (done) { setTimeout(done, ms); }); }

  var form = el("f-form");
  if (form) {
    var known = idFromFragment();
    if (known) { el("f-id").value = known; }
    form.addEventListener("submit", function (ev) {
      var id = el("f-id").value.trim();
      if (!id) { return; } // the next page asks for it
      ev.preventDefault();
      var q = new URLSearchParams();
      new FormData(form).forEach(function (v, k) { v = String(v).trim(); if (v) { q.set(k, v); } });
      location.assign("/follow?" + q.toString() + "#id=" + encodeURIComponent(id));
    });
    return;
  }

  var box = el("follow"), cfg = box.dataset;
  var query = new URLSearchParams({transactionId: cfg.tx, fromChainId: cfg.from, toChainId: cfg.to, quoteId: cfg.quote}).toString();
  var lastSeq = null, retryMs = 5000, events = 0;
  function conn(s) { text("f-conn", "· " + s); }

  function link(href, label) {
    if (!href || (href.indexOf("http://") !== 0 && href.indexOf("https://") !== 0)) { return null; }
    var a = document.createElement("a");
    a.href = href; a.textContent = label; a.rel = "noreferrer";
    return a;
  }
  function cell(tr, s, cls) {
    var td = document.createElement("td");
    if (s instanceof Node) { td.appendChild(s); } else { td.textContent = s; }
    if (cls) { td.className = cls; }
    tr.appendChild(td);
    return td;
  }

  // gap notes the stored changes a reconnect skipped.
  function gap(seq) {
    var n = Number(seq);
    if (lastSeq === null || !(n > lastSeq + 1)) { return; }
    var tr = document.createElement("tr");
    tr.className = "waiting";
    cell(tr, (lastSeq + 1) + (n - 1 > lastSeq + 1 ? "–" + (n - 1) : ""));
    cell(tr, "not received").colSpan = 3;
    el("f-events").tBodies[0].appendChild(tr);
  }

  // show puts the record on the page; a new event (not the record again
  // after a reconnect) also gets a row.
  function show(rec, seq, isNew) {
    var word = rec.routeTransactionStatus || "";
    var st = STATES[word] || ["wait", word, "", ""];
    box.className = "state " + st[0];
    text("f-title", st[1]);
    text("f-word", word);
    text("f-meaning", st[2]);
    text("f-action", st[3]);
    document.title = word + " · Follow " + cfg.tx.slice(0, 10) + "…";
    text("f-status", (rec.status || "—") + (rec.gasStatus ? " · gas " + rec.gasStatus : "") + (rec.isGMPTransaction ? " (GMP message)" : ""));

    var links = el("f-links");
    links.textContent = "";
    [[rec.bridgeTransactionUrl, "bridge explorer"], [rec.fromChain && rec.fromChain.transactionUrl, "source transaction"],
     [rec.toChain && rec.toChain.transactionUrl, "destination transaction"]].forEach(function (l) {
      var a = link(l[0], l[1]);
      if (a) { if (links.childNodes.length) { links.appendChild(document.createTextNode(" · ")); } links.appendChild(a); }
    });
    if (!links.childNodes.length) { links.textContent = "—"; }

    var msg = rec.error && rec.error.message;
    el("f-error-row").hidden = !msg;
    text("f-error", msg ? msg + (rec.error.chain ? " (chain " + rec.error.chain + ")" : "") : "");

    var body = el("f-steps").tBodies[0];
    body.textContent = "";
    (rec.routeStatus || []).forEach(function (s) {
      var tr = document.createElement("tr");
      cell(tr, s.chainId); cell(tr, s.action); cell(tr, s.txHash || "—", "mono"); cell(tr, s.status);
      body.appendChild(tr);
    });
    if (!body.rows.length) { var tr = document.createElement("tr"); cell(tr, "none yet", "note").colSpan = 4; body.appendChild(tr); }

    var f = rec.fundsAt;
    el("f-funds-box").hidden = !f;
    text("f-funds", f ? f.amount + " base units of token " + f.token + " on chain " + f.chainId + ", held by " + f.address : "");

    var r = rec.recovery;
    el("f-recovery-box").hidden = !r;
    if (r) {
      text("f-recovery-what", r.description || "");
      text("f-rec-type", r.type); text("f-rec-chain", r.chainId); text("f-rec-target", r.target);
      text("f-rec-value", r.value); text("f-rec-data", r.data);
    }

    if (!isNew) { return; }
    var row = document.createElement("tr");
    cell(row, seq === null ? "—" : seq);
    cell(row, new Date().toISOString().slice(0, 19).replace("T", " "));
    cell(row, word);
    cell(row, rec.status || "—");
    el("f-events").tBodies[0].appendChild(row);
    events++;
  }

  // parse reads one server-sent event block (text/event-stream).
  function parse(block) {
    var ev = {id: null, event: "message", data: null, retry: 0};
    block.split("\n").forEach(function (line) {
      if (line === "" || line.charAt(0) === ":") { return; } // a comment: heartbeats
      var c = line.indexOf(":");
      var field = c < 0 ? line : line.slice(0, c), value = c < 0 ? "" : line.slice(c + 1);
      if (value.charAt(0) === " ") { value = value.slice(1); }
      if (field === "data") { ev.data = ev.data === null ? value : ev.data + "\n" + value; }
      else if (field === "id") { ev.id = value; }
      else if (field === "event") { ev.event = value; }
      else if (field === "retry" && Number(value) > 0) { ev.retry = Number(value); }
    });
    return ev;
  }

  // read consumes one response's events; true once a terminal record came.
  async function read(stream) {
    var reader = stream.pipeThrough(new TextDecoderStream()).getReader();
    var buf = "", terminal = false;
    try {
      for (;;) {
        var chunk = await reader.read();
        if (chunk.done) { break; }
        buf += chunk.value.split("\r\n").join("\n");
        for (var i = buf.indexOf("\n\n"); i >= 0; i = buf.indexOf("\n\n")) {
          var ev = parse(buf.slice(0, i));
          buf = buf.slice(i + 2);
          if (ev.retry) { retryMs = ev.retry; }
          if (ev.event !== "status" || ev.data === null) { continue; }
          var rec = JSON.parse(ev.data);
          var isNew = lastSeq === null || Number(ev.id) !== lastSeq;
          gap(ev.id);
          show(rec, ev.id, isNew);
          if (ev.id !== null && Number(ev.id) >= 0) { lastSeq = Number(ev.id); }
          terminal = terminal || rec.terminal === true;
        }
      }
    } catch (err) {
      conn("the connection dropped (" + err.message + ")");
    }
    return terminal;
  }

  // follow opens the stream and opens it again when it drops before a
  // final state. It sends no Last-Event-ID: the API's CORS policy does not
  // allow that header from another origin, and the first event of a new
  // stream is the whole current record anyway.
  async function follow(id) {
    el("f-needid").hidden = true;
    for (;;) {
      var headers = {"x-integrator-id": id};
      var resp;
      try {
        conn("connecting…");
        resp = await fetch(cfg.api + "/v2/status/stream?" + query, {headers: headers, cache: "no-store", referrerPolicy: "no-referrer"});
      } catch (err) {
        conn("cannot reach the API at " + cfg.api + " (" + err.message + "); retrying in " + retryMs / 1000 + " s");
        await sleep(retryMs);
        continue;
      }
      if (!resp.ok) {
        var body = null;
        try { body = await resp.json(); } catch (e) { body = null; }
        var why = "HTTP " + resp.status + (body && body.message ? ": " + body.message : "");
        if (resp.status === 429 || resp.status >= 500) {
          var wait = Number(resp.headers.get("Retry-After")) || retryMs / 1000;
          conn(why + "; retrying in " + wait + " s");
          await sleep(wait * 1000);
          continue;
        }
        box.className = "state bad";
        text("f-title", "The API refused the stream");
        text("f-meaning", why);
        text("f-action", resp.status === 401 || resp.status === 403 ? "check the integrator id (it must be the one that asked for the quote)." : "check the parameters.");
        conn("stopped");
        if (resp.status === 401 || resp.status === 403) { el("f-needid").hidden = false; }
        return;
      }
      conn("live: following the stream");
      if (await read(resp.body)) {
        conn("final state: the stream has ended (" + events + " events)");
        return;
      }
      conn("the stream closed; reconnecting in " + retryMs / 1000 + " s");
      await sleep(retryMs);
    }
  }

  el("f-go").addEventListener("click", function () {
    var id = el("f-id").value.trim();
    if (!id) { return; }
    // Kept in the fragment so that a reload follows again; never sent to this server.
    history.replaceState(null, "", location.pathname + location.search + "#id=" + encodeURIComponent(id));
    follow(id);
  });
  var given = idFromFragment();
  if (given) {
    follow(given);
  } else {
    el("f-needid").hidden = false;
    conn("enter the integrator id to open the stream");
  }
})();
</script>
{{template "foot" .}}{{end}}
`
