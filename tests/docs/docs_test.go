package docs

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// root is the repository root, from this package's directory.
const root = "../.."

// readmeLimit is the most the README may weigh: a newcomer's first page.
const readmeLimit = 10 * 1024

// userDocs are the documents users read, relative to the root.
func userDocs(t *testing.T) []string {
	t.Helper()
	files := []string{"README.md", "bench/README.md"}
	more, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range more {
		rel, err := filepath.Rel(root, f)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, filepath.ToSlash(rel))
	}
	return files
}

func TestReadmeSize(t *testing.T) {
	t.Parallel()
	st, err := os.Stat(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if st.Size() > readmeLimit {
		t.Errorf("README.md is %d bytes, more than %d: move detail to docs/", st.Size(), readmeLimit)
	}
}

// doc is one markdown file: its lines outside fenced code blocks, and the
// anchors its headings make.
type doc struct {
	prose   []line
	anchors map[string]bool
}

type line struct {
	n    int
	text string
}

func readDoc(t *testing.T, path string) *doc {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := &doc{anchors: map[string]bool{}}
	seen := map[string]int{}
	fenced := false
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(text), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		d.prose = append(d.prose, line{n, text})
		if h, ok := strings.CutPrefix(text, "#"); ok {
			s := slug(strings.TrimLeft(h, "#"))
			if k := seen[s]; k > 0 {
				d.anchors[s+"-"+strconv.Itoa(k)] = true
			} else {
				d.anchors[s] = true
			}
			seen[s]++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return d
}

// slug is the anchor GitHub gives a heading: lower case, punctuation
// dropped (hyphens and underscores kept), spaces made hyphens.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

var (
	inlineCode = regexp.MustCompile("`[^`]*`")
	mdLink     = regexp.MustCompile(`\]\(([^)\s]+)\)`)
)

// TestLinksResolve: every relative link in the user docs names a file or
// directory that exists, and every #anchor a heading of its document.
func TestLinksResolve(t *testing.T) {
	t.Parallel()
	docs := map[string]*doc{}
	get := func(path string) *doc {
		if docs[path] == nil {
			docs[path] = readDoc(t, path)
		}
		return docs[path]
	}
	for _, name := range userDocs(t) {
		from := filepath.Join(root, name)
		for _, l := range get(from).prose {
			for _, m := range mdLink.FindAllStringSubmatch(inlineCode.ReplaceAllString(l.text, ""), -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				path, anchor, _ := strings.Cut(target, "#")
				file := from
				if path != "" {
					file = filepath.Join(filepath.Dir(from), path)
				}
				if _, err := os.Stat(file); err != nil {
					t.Errorf("%s:%d: link %q: %s does not exist", name, l.n, target, file)
					continue
				}
				if anchor == "" {
					continue
				}
				if !strings.HasSuffix(file, ".md") {
					t.Errorf("%s:%d: link %q: an anchor into a file that is not markdown", name, l.n, target)
					continue
				}
				if !get(file).anchors[anchor] {
					t.Errorf("%s:%d: link %q: no heading makes the anchor #%s", name, l.n, target, anchor)
				}
			}
		}
	}
}

var (
	issueRef = regexp.MustCompile(`(?i)\b(issues?|stops?|PR|pull request)\s*#?\d+\b|(^|[\s(])#\d+\b`)
	hexWord  = regexp.MustCompile(`\b[0-9a-f]{7,40}\b`)
)

// commitHash reports whether word looks like a commit hash: 7 to 12 hex
// digits (abbreviated) or 40, with letters and digits both. Quote ids (32
// hex digits) and plain numbers are not.
func commitHash(word string) bool {
	if n := len(word); n > 12 && n != 40 {
		return false
	}
	return strings.ContainsAny(word, "abcdef") && strings.ContainsAny(word, "0123456789")
}

// TestNoInternalReferences: users' docs cite no issue or stop numbers
// and no commit hashes: they mean nothing outside the project's tracker
// and history.
func TestNoInternalReferences(t *testing.T) {
	t.Parallel()
	for _, name := range userDocs(t) {
		b, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		for i, text := range strings.Split(string(b), "\n") {
			if m := issueRef.FindString(text); m != "" {
				t.Errorf("%s:%d: %q cites an issue or stop number", name, i+1, strings.TrimSpace(m))
			}
			for _, loc := range hexWord.FindAllStringIndex(text, -1) {
				if loc[0] >= 2 && text[loc[0]-2:loc[0]] == "0x" {
					continue
				}
				if w := text[loc[0]:loc[1]]; commitHash(w) {
					t.Errorf("%s:%d: %q looks like a commit hash", name, i+1, w)
				}
			}
		}
	}
}

func TestSlug(t *testing.T) {
	t.Parallel()
	for heading, want := range map[string]string{
		" `switchyard devnet account`":                   "switchyard-devnet-account",
		" Routes: `POST /v2/route`":                      "routes-post-v2route",
		" CORS, compression, caching, request ids":       "cors-compression-caching-request-ids",
		" `bench/status`: freshness of `GET /v2/status`": "benchstatus-freshness-of-get-v2status",
	} {
		if got := slug(heading); got != want {
			t.Errorf("slug(%q) = %q, want %q", heading, got, want)
		}
	}
}

func TestInternalReferencePatterns(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"fixed in issue 20":                      true,
		"see #14 for why":                        true,
		"Stop 3 added it":                        true,
		"on the working tree at `fb7bb93`":       true,
		"quote c7ee714222bb5bb636291155fcd46d43": false, // a quote id: 32 hex digits
		"transaction 0xaad03597":                 false,
		"1000000000 base units":                  false,
		"the #id= fragment":                      false,
	} {
		got := issueRef.MatchString(text)
		for _, loc := range hexWord.FindAllStringIndex(text, -1) {
			if (loc[0] < 2 || text[loc[0]-2:loc[0]] != "0x") && commitHash(text[loc[0]:loc[1]]) {
				got = true
			}
		}
		if got != want {
			t.Errorf("%q: flagged %v, want %v", text, got, want)
		}
	}
}
