package httpapi

import (
	"net/http"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
)

func (s *Server) view(r *http.Request) catalog.View {
	return s.cfg.Catalog.View(integratorOf(r.Context()).Features)
}

// chainFilter reads the optional chainId query parameter.
func chainFilter(r *http.Request) (string, error) {
	q := r.URL.Query()
	ids, ok := q["chainId"]
	switch {
	case !ok:
		return "", nil
	case len(ids) > 1:
		return "", apperr.BadRequest("chainId may be given once")
	case ids[0] == "":
		return "", apperr.BadRequest("query parameter \"chainId\" is empty; give a chain id or leave the parameter out to list every chain")
	}
	return ids[0], nil
}

// listing serves a GET listing from the response cache.
func (s *Server) listing(endpoint string, build func(v catalog.View, chainID string) ([]byte, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		chainID, err := chainFilter(r)
		if err != nil {
			return err
		}
		v := s.view(r)
		b, err := s.listings.get(endpoint+"\x00"+chainID+"\x00"+v.Key(), func() ([]byte, error) {
			return build(v, chainID)
		})
		if err != nil {
			return err
		}
		writeListing(w, r, b)
		return nil
	}
}

func (s *Server) getChains(w http.ResponseWriter, r *http.Request) error {
	return s.listing("chains", func(v catalog.View, id string) ([]byte, error) {
		return s.cfg.Catalog.ChainsJSON(v, id, nil)
	})(w, r)
}

func (s *Server) getTokens(w http.ResponseWriter, r *http.Request) error {
	return s.listing("tokens", func(v catalog.View, id string) ([]byte, error) {
		return s.cfg.Catalog.TokensJSON(v, id, nil)
	})(w, r)
}

func (s *Server) getSDKInfo(w http.ResponseWriter, r *http.Request) error {
	return s.listing("sdk-info", func(v catalog.View, id string) ([]byte, error) {
		return s.cfg.Catalog.SDKInfoJSON(v, id, nil, nil, s.cfg.SDK, true)
	})(w, r)
}

// selectionBody decodes a POST body of field lists, in the given keys.
func selectionBody(w http.ResponseWriter, r *http.Request, keys ...string) ([][]string, error) {
	raw, err := readBody(w, r)
	if err != nil {
		return nil, err
	}
	if lists, ok := fastStringLists(raw, keys...); ok {
		return lists, nil
	}
	obj, err := decodeObject(raw, keys...)
	if err != nil {
		return nil, err
	}
	lists := make([][]string, len(keys))
	for i, k := range keys {
		if lists[i], err = obj.stringList(k); err != nil {
			return nil, err
		}
	}
	return lists, nil
}

func (s *Server) postChains(w http.ResponseWriter, r *http.Request) error {
	return s.postSelection(w, r, "chains", s.cfg.Catalog.ChainSelectionKey, s.cfg.Catalog.ChainsJSON)
}

func (s *Server) postTokens(w http.ResponseWriter, r *http.Request) error {
	return s.postSelection(w, r, "tokens", s.cfg.Catalog.TokenSelectionKey, s.cfg.Catalog.TokensJSON)
}

// postSelection serves POST /v2/chains and /v2/tokens. Responses are cached
// like GET listings, under the selection's canonical key, so they carry an
// ETag and cost a map lookup once warm.
func (s *Server) postSelection(w http.ResponseWriter, r *http.Request, endpoint string,
	selKey func(*catalog.Selection) string,
	encode func(catalog.View, string, *catalog.Selection) ([]byte, error)) error {
	chainID, err := chainFilter(r)
	if err != nil {
		return err
	}
	lists, err := selectionBody(w, r, "fields")
	if err != nil {
		return err
	}
	sel, err := catalog.ParseSelection(lists[0], catalog.MsgFieldsRequired)
	if err != nil {
		return err
	}
	v := s.view(r)
	b, err := s.listings.get("post "+endpoint+"\x00"+chainID+"\x00"+v.Key()+"\x00"+selKey(sel), func() ([]byte, error) {
		return encode(v, chainID, sel)
	})
	if err != nil {
		return err
	}
	writeListing(w, r, b)
	return nil
}

func (s *Server) postSDKInfo(w http.ResponseWriter, r *http.Request) error {
	chainID, err := chainFilter(r)
	if err != nil {
		return err
	}
	lists, err := selectionBody(w, r, "tokenFields", "chainFields")
	if err != nil {
		return err
	}
	if len(lists[0]) == 0 || len(lists[1]) == 0 {
		return apperr.BadRequest("%s", catalog.MsgSDKFieldsRequired)
	}
	tokenSel, err := catalog.ParseSelection(lists[0], catalog.MsgSDKFieldsRequired)
	if err != nil {
		return err
	}
	chainSel, err := catalog.ParseSelection(lists[1], catalog.MsgSDKFieldsRequired)
	if err != nil {
		return err
	}
	c, v := s.cfg.Catalog, s.view(r)
	key := "post sdk-info\x00" + chainID + "\x00" + v.Key() + "\x00" + c.TokenSelectionKey(tokenSel) + "\x00" + c.ChainSelectionKey(chainSel)
	b, err := s.listings.get(key, func() ([]byte, error) {
		return c.SDKInfoJSON(v, chainID, chainSel, tokenSel, s.cfg.SDK, false)
	})
	if err != nil {
		return err
	}
	writeListing(w, r, b)
	return nil
}
