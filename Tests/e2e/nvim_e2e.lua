-- Headless Neovim end-to-end test of kb-lsp through the shipped Neovim configuration
-- (editors/nvim: filetype detection and require('kbl').setup()), for Neovim 0.7 and later.
--
--   KB_LSP=/path/to/kb-lsp KBL_SPEC=/tmp/copy/specs/sign-in-shift.kbl \
--     nvim --headless --clean -u NONE -i NONE -n -c "luafile Tests/e2e/nvim_e2e.lua"
--
-- KBL_SPEC must be a copy of examples/sign-in-shift.kbl (the buffer is edited); when
-- KBL_ROOT is set, it is the directory expected as the client's root (the one holding
-- .kblint.json). Puts editors/vim and editors/nvim on the runtimepath, turns filetype
-- detection on, calls require('kbl').setup({ cmd = { KB_LSP, '--stdio' } }), opens the spec,
-- waits for the KB003 diagnostic on `note`, checks the hover shows its 241 pt shift in
-- landscape, makes an edit that fixes it and waits for the diagnostic to go, formats, completes
-- a sibling after `below` on a line being typed, renames a field with Neovim's rename (and
-- checks the server resolves the renamed use), then stops the client and checks the server
-- exited with status 0.
-- Exits 0 on success; on failure prints "nvim-e2e FAIL: ..." to stderr and exits 1.

local TIMEOUT_MS = 20000

local function log(message)
  io.stderr:write('nvim-e2e: ' .. message .. '\n')
end

local function fail(message)
  io.stderr:write('nvim-e2e FAIL: ' .. message .. '\n')
  io.stderr:flush()
  vim.cmd('cquit 1')
  os.exit(1) -- not reached; belt and braces
end

local function check(condition, message)
  if not condition then fail(message) end
end

-- Bounded wait; fails with `what` when the condition is not met in time.
local function wait_until(what, condition)
  local ok = vim.wait(TIMEOUT_MS, condition, 50)
  check(ok, 'timed out after ' .. TIMEOUT_MS .. ' ms waiting for ' .. what)
end

local function diagnostic_code(d)
  -- Neovim 0.7+ has `code`; older ones kept it in user_data.lsp.
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
end

local function describe(diagnostics)
  local parts = {}
  for _, d in ipairs(diagnostics) do
    table.insert(parts, string.format('%d:%d %s %s', d.lnum, d.col, tostring(diagnostic_code(d)), d.message))
  end
  return '[' .. table.concat(parts, '; ') .. ']'
end

local function run()
  local server = os.getenv('KB_LSP')
  local spec = os.getenv('KBL_SPEC')
  check(server and server ~= '', 'KB_LSP is not set')
  check(spec and spec ~= '', 'KBL_SPEC is not set')
  check(vim.fn.executable(server) == 1, 'KB_LSP is not executable: ' .. server)
  log('Neovim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch))

  -- The shipped configuration: editors/vim (syntax, ftplugin) and editors/nvim (filetype
  -- detection, lsp/kbl.lua, lua/kbl.lua) on the runtimepath. They are added after startup,
  -- so do what a plugin manager does then: source their ftdetect scripts in the
  -- filetypedetect group (Neovim 0.7 detects .kbl only through ftdetect/kbl.vim) and their
  -- plugin scripts (plugin/kbl.lua: vim.filetype.add on 0.8+).
  local script = debug.getinfo(1, 'S').source:sub(2)
  local repo = vim.fn.fnamemodify(script, ':p:h:h:h')
  check(vim.fn.filereadable(repo .. '/editors/nvim/lsp/kbl.lua') == 1, 'no editors/nvim/lsp/kbl.lua in ' .. repo)
  vim.opt.runtimepath:prepend(repo .. '/editors/nvim')
  vim.opt.runtimepath:prepend(repo .. '/editors/vim')
  vim.cmd('filetype plugin indent on')
  vim.cmd('augroup filetypedetect')
  vim.cmd('runtime! ftdetect/kbl.vim')
  vim.cmd('augroup END')
  vim.cmd('runtime! plugin/kbl.lua plugin/kbl_lsp.vim')

  local exit_code = nil
  local config = require('kbl').setup({
    cmd = { server, '--stdio' },
    on_exit = function(code, _signal, _id) exit_code = code end,
    flags = { debounce_text_changes = 50 },
  })
  check(config.cmd[1] == server and config.cmd[2] == '--stdio', 'setup() did not take the cmd: ' .. vim.inspect(config.cmd))
  check(vim.deep_equal(config.filetypes, { 'kbl', 'storyboard' }), 'setup() lost the default filetypes: ' .. vim.inspect(config.filetypes))

  vim.cmd('edit ' .. vim.fn.fnameescape(spec))
  local bufnr = vim.api.nvim_get_current_buf()
  check(vim.bo[bufnr].filetype == 'kbl', 'filetype is "' .. vim.bo[bufnr].filetype .. '", not kbl')
  local function attached()
    if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end -- 0.10+
    return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  end
  wait_until('a client to attach to the buffer', function() return #attached() > 0 end)
  local clients = attached()
  check(#clients == 1, 'expected one client attached to the buffer, got ' .. #clients)
  local client_id = clients[1].id
  check(clients[1].name == 'kbl', 'the client is named ' .. tostring(clients[1].name) .. ', not kbl')
  local root = os.getenv('KBL_ROOT')
  if root and root ~= '' then
    local root_dir = clients[1].config.root_dir
    check(root_dir == root, 'the client\'s root_dir is ' .. tostring(root_dir) .. ', not ' .. root)
  end

  wait_until('kb-lsp to initialize', function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized ~= false and client.server_capabilities ~= nil
  end)

  -- 1. Diagnostics: exactly one KB003 on `note` (line 21, column 14; 0-based 20:13).
  wait_until('the KB003 diagnostic', function()
    return #vim.diagnostic.get(bufnr) > 0
  end)
  local diagnostics = vim.diagnostic.get(bufnr)
  check(#diagnostics == 1, 'expected one diagnostic, got ' .. describe(diagnostics))
  local d = diagnostics[1]
  check(diagnostic_code(d) == 'KB003', 'expected KB003, got ' .. describe(diagnostics))
  check(d.source == 'kb-lsp', 'expected source kb-lsp, got ' .. tostring(d.source))
  check(d.lnum == 20 and d.col == 13, 'expected the diagnostic at 20:13, got ' .. describe(diagnostics))
  check(d.severity == vim.diagnostic.severity.WARN, 'expected a warning, got severity ' .. tostring(d.severity))
  check(d.message:find('shifting it up 241 pt', 1, true) ~= nil, 'unexpected message: ' .. d.message)
  log('diagnostics: ' .. describe(diagnostics))

  -- 2. Hover on the field's name.
  local line = nil
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:find('textarea note', 1, true) then line = i - 1 end
  end
  check(line ~= nil, 'no `textarea note` line in the spec')
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = line, character = 15 },
  }
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', params, TIMEOUT_MS)
  check(responses ~= nil, 'hover failed: ' .. tostring(err))
  local response = responses[client_id]
  check(response ~= nil, 'no hover response from kb-lsp')
  check(response.err == nil and response.error == nil, 'hover error: ' .. vim.inspect(response.err or response.error))
  local result = response.result
  check(type(result) == 'table' and type(result.contents) == 'table', 'hover has no contents: ' .. vim.inspect(result))
  local markdown = result.contents.value
  check(result.contents.kind == 'markdown', 'hover is not Markdown: ' .. vim.inspect(result.contents))
  check(markdown:find('| landscape | 137 | 250 | 370 | 233 pt | 241 pt | **no** |', 1, true) ~= nil,
        'hover lacks the landscape shift of 241 pt:\n' .. markdown)
  log('hover ok')

  -- 3. An edit (sent incrementally by Neovim): a 60 pt note fits, so KB003 goes away.
  local text = vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1]
  local s, e = text:find('height 120', 1, true)
  check(s ~= nil, 'no `height 120` on the note line')
  vim.api.nvim_buf_set_text(bufnr, line, s - 1 + #'height ', line, e, { '60' })
  wait_until('the diagnostics to clear after the edit (now ' .. describe(vim.diagnostic.get(bufnr)) .. ')', function()
    return #vim.diagnostic.get(bufnr) == 0
  end)
  -- And back: the diagnostic returns.
  vim.api.nvim_buf_set_text(bufnr, line, s - 1 + #'height ', line, s - 1 + #'height 60', { '120' })
  wait_until('the KB003 diagnostic to come back', function()
    local now = vim.diagnostic.get(bufnr)
    return #now == 1 and diagnostic_code(now[1]) == 'KB003'
  end)
  log('edits ok')

  -- 3b. Formatting through Neovim's client: spaces added on the note line go away again.
  local before = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  local messy = vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1]:gsub('height 120', 'height     120')
  vim.api.nvim_buf_set_lines(bufnr, line, line + 1, false, { messy })
  local formatting, ferr = vim.lsp.buf_request_sync(bufnr, 'textDocument/formatting', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    options = { tabSize = 2, insertSpaces = true },
  }, TIMEOUT_MS)
  check(formatting ~= nil and formatting[client_id] ~= nil, 'formatting failed: ' .. tostring(ferr))
  local edits = formatting[client_id].result
  check(type(edits) == 'table' and #edits > 0, 'formatting returned no edits: ' .. vim.inspect(formatting[client_id]))
  vim.lsp.util.apply_text_edits(edits, bufnr, 'utf-16')
  -- (The rest of the example may change too: its trailing comments are aligned anew.)
  local after = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  check(#after == #before and after[line + 1] == before[line + 1],
        'formatting did not restore the note line: ' .. tostring(after[line + 1]))
  log('formatting ok')

  -- 3c. Completion on a line being typed (`<C-x><C-o>` goes through the LSP's omnifunc,
  -- which the shipped configuration sets on Neovim before 0.11 and Neovim itself after).: after `below`, the earlier siblings of the
  -- form; the chosen item's edit is applied as a completion plugin applies it.
  check(vim.bo[bufnr].omnifunc == 'v:lua.vim.lsp.omnifunc', "'omnifunc' is " .. vim.inspect(vim.bo[bufnr].omnifunc))
  local button = nil
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:find('button signIn', 1, true) then button = i - 1 end
  end
  check(button ~= nil, 'no `button signIn` line in the spec')
  local typing = '    field pin "PIN" below '
  vim.api.nvim_buf_set_lines(bufnr, button + 1, button + 1, false, { typing })
  local completion, cerr = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = button + 1, character = #typing },
  }, TIMEOUT_MS)
  check(completion ~= nil and completion[client_id] ~= nil, 'completion failed: ' .. tostring(cerr))
  local list = completion[client_id].result
  check(type(list) == 'table', 'completion returned no list: ' .. vim.inspect(completion[client_id]))
  local items = list.items or list
  local labels = {}
  for _, item in ipairs(items) do table.insert(labels, item.label) end
  check(vim.deep_equal(labels, { 'title', 'email', 'password', 'signIn' }),
        'completion after `below` offered ' .. vim.inspect(labels))
  vim.lsp.util.apply_text_edits({ items[3].textEdit }, bufnr, 'utf-16')
  local completed = vim.api.nvim_buf_get_lines(bufnr, button + 1, button + 2, false)[1]
  check(completed == typing .. 'password', 'the completion left the line as ' .. vim.inspect(completed))
  -- Then a placement: only `height` is no error after `below password`.
  vim.api.nvim_buf_set_lines(bufnr, button + 1, button + 2, false, { completed .. ' 8 ' })
  completion = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = button + 1, character = #completed + 3 },
  }, TIMEOUT_MS)
  items = completion and completion[client_id] and completion[client_id].result
  items = items and (items.items or items) or {}
  check(#items == 1 and items[1].label == 'height', 'completion after the sibling offered ' .. vim.inspect(items))
  vim.api.nvim_buf_set_lines(bufnr, button + 1, button + 2, false, {})
  wait_until('the KB003 diagnostic alone after the completion test', function()
    local now = vim.diagnostic.get(bufnr)
    return #now == 1 and diagnostic_code(now[1]) == 'KB003'
  end)
  log('completion ok')

  -- 3d. Rename through Neovim's own rename: `password` and its `below password` use.
  local field = nil
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:find('field password', 1, true) then field = i - 1 end
  end
  check(field ~= nil, 'no `field password` line in the spec')
  local column = vim.api.nvim_buf_get_lines(bufnr, field, field + 1, false)[1]:find('password', 1, true)
  vim.api.nvim_win_set_cursor(0, { field + 1, column - 1 })
  vim.lsp.buf.rename('secret')
  wait_until('the rename to be applied', function()
    local all = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
    return all:find('field secret', 1, true) ~= nil and all:find('below secret', 1, true) ~= nil
  end)
  local renamed = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  check(select(2, renamed:gsub('password', '')) == 0, 'rename left `password` in the spec:\n' .. renamed)
  -- The server resolves the renamed use (no KB103): its definition is the renamed field.
  local use_line = nil
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:find('below secret', 1, true) then use_line = i - 1 end
  end
  local use_text = vim.api.nvim_buf_get_lines(bufnr, use_line, use_line + 1, false)[1]
  local definition = vim.lsp.buf_request_sync(bufnr, 'textDocument/definition', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = use_line, character = use_text:find('secret', 1, true) },
  }, TIMEOUT_MS)
  local location = definition and definition[client_id] and definition[client_id].result
  if location and location[1] then location = location[1] end
  check(location and location.range and location.range.start.line == field,
        'the definition of `below secret` is ' .. vim.inspect(location))
  wait_until('the KB003 diagnostic alone after the rename', function()
    local now = vim.diagnostic.get(bufnr)
    return #now == 1 and diagnostic_code(now[1]) == 'KB003'
  end)
  log('rename ok')

  -- 4. Stop: shutdown + exit; the server must exit with status 0.
  vim.lsp.stop_client(client_id)
  wait_until('kb-lsp to exit', function() return exit_code ~= nil end)
  check(exit_code == 0, 'kb-lsp exited with status ' .. tostring(exit_code))
  log('server exited with status 0')
end

local ok, err = xpcall(run, debug.traceback)
if not ok then fail('Lua error: ' .. tostring(err)) end
io.stderr:write('nvim-e2e: PASS\n')
io.stderr:flush()
vim.cmd('qall!')
