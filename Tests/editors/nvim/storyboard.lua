-- The storyboard part of Tests/editors/nvim/test.lua, which runs it after setup() with its
-- own helpers: editors/vim and editors/nvim give *.storyboard and *.xib the `storyboard`
-- filetype (Vim's XML syntax kept), leave *.xml alone, and setup() attaches kb-lsp to a
-- storyboard: its diagnostics are those of `kb-lsp lint --format json` (KBL_STORYBOARD_LINT,
-- which run.sh gets from the real binary) and its hover on a text field's start tag names
-- the field and gives its frames.
--
--   dofile('storyboard.lua')(t)   -- t: check, equal, attached, wait_attached, work, wait_ms
-- Returns the storyboard's buffer.
return function(t)
  local project = t.work .. '/project/screens/'
  vim.fn.writefile({ '<?xml version="1.0"?>', '<note>not a storyboard</note>' }, project .. 'other.xml')
  vim.fn.writefile(vim.fn.readfile(os.getenv('KBL_REPO') .. '/examples/sign-in.storyboard'), project .. 'sign-in.storyboard')

  -- 1. Filetypes: an XML file stays xml, without kb-lsp; storyboards and xibs are storyboard.
  vim.cmd('edit ' .. vim.fn.fnameescape(project .. 'other.xml'))
  local xml_buf = vim.api.nvim_get_current_buf()
  t.equal(vim.bo.filetype, 'xml', 'a .xml file keeps the filetype xml')
  if vim.fn.has('nvim-0.8') == 1 then
    t.equal(vim.filetype.match({ filename = 'a/B.xib' }), 'storyboard', 'vim.filetype.match of a .xib on 0.8+')
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(project .. 'sign-in.storyboard'))
  local bufnr = vim.api.nvim_get_current_buf()
  t.equal(vim.bo.filetype, 'storyboard', 'filetype of a .storyboard file (which starts with <?xml)')
  t.equal(vim.b.current_syntax, 'storyboard', 'storyboard syntax is loaded')
  local column = vim.fn.stridx(vim.fn.getline(40), '<textField') + 2
  t.equal(vim.fn.synIDattr(vim.fn.synID(40, column, 1), 'name'), 'xmlTagName', 'XML syntax colours <textField')
  t.equal(vim.bo.indentexpr, 'XmlIndentGet(v:lnum,1)', 'indentexpr is the XML one')
  t.equal(#t.attached(xml_buf), 0, 'no kb-lsp client on the .xml file')

  -- 2. Diagnostics: those kb-lsp lint gives for the file (two KB001, lines 40 and 45).
  t.wait_attached(bufnr, 'a kb-lsp client attaches to the storyboard')
  local decoded, lint = pcall(vim.fn.json_decode, os.getenv('KBL_STORYBOARD_LINT') or '')
  local expected = {}
  for _, d in ipairs(decoded and lint.files[1].diagnostics or {}) do
    table.insert(expected, string.format('%s %d:%d', d.code, d.line, d.column))
  end
  table.sort(expected)
  t.check(#expected == 2, 'kb-lsp lint finds two diagnostics in sign-in.storyboard', vim.inspect(lint))
  local function shown()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      table.insert(found, string.format('%s %d:%d', tostring(code), d.lnum + 1, d.col + 1))
    end
    table.sort(found)
    return found
  end
  t.check(vim.wait(t.wait_ms, function() return #shown() == #expected end, 50),
    'diagnostics arrive for sign-in.storyboard', vim.inspect(shown()))
  t.equal(shown(), expected, "the storyboard's codes, lines and columns are kb-lsp lint's")

  -- 3. Hover on the email field's start tag: its name and its landscape frame (top 161,
  -- height 34 on the iPhone SE).
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = 39, character = 30 } }
  local answers = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', params, t.wait_ms) or {}
  local value = ''
  for _, answer in pairs(answers) do
    local contents = answer.result and answer.result.contents
    value = value .. ((type(contents) == 'table' and contents.value) or '')
  end
  t.check(value:find('emailField', 1, true) ~= nil and value:find('SignInViewController', 1, true) ~= nil
    and value:find('iphone%-se%W+landscape%W+161%W+34%f[%W]') ~= nil,
    'hover on <textField names emailField and gives its landscape frame', value)
  return bufnr
end
