-- Headless Neovim test of editors/nvim (and editors/vim in Neovim): lsp/kbl.lua, filetype
-- detection, lua/kbl.lua's configuration and root directories, and require('kbl').setup()
-- starting kb-lsp with one client per project root, for specs and for a storyboard
-- (storyboard.lua).
--
-- Run by Tests/editors/nvim/run.sh as
--   nvim --headless --clean -i NONE -n --cmd 'set rtp^=REPO/editors/vim,REPO/editors/nvim' \
--     -c 'luafile Tests/editors/nvim/test.lua'
-- with KBL_REPO, KBL_WORK (an empty scratch directory), KB_LSP and KBL_WAIT_MS. The
-- runtimepath is set with --cmd, before startup, as a user's init.lua or plugin manager
-- would, so startup itself loads ftdetect/ and plugin/. Prints "ok - …"/"not ok - …" lines
-- and "done" to stdout; exits 0 when every check passed, 1 otherwise.

local repo = os.getenv('KBL_REPO')
local work = os.getenv('KBL_WORK')
local server = os.getenv('KB_LSP')
local wait_ms = tonumber(os.getenv('KBL_WAIT_MS') or '') or 20000
local uv = vim.uv or vim.loop

local lines = {}
local failed = 0

local function report(line)
  table.insert(lines, line)
end

local function check(condition, what, detail)
  if condition then
    report('ok - ' .. what)
  else
    report('not ok - ' .. what .. (detail and (': ' .. detail) or ''))
    failed = failed + 1
  end
  return condition
end

local function equal(actual, expected, what)
  return check(vim.deep_equal(actual, expected), what,
    'expected ' .. vim.inspect(expected) .. ', got ' .. vim.inspect(actual))
end

local function write(path, text)
  vim.fn.mkdir(vim.fn.fnamemodify(path, ':h'), 'p')
  vim.fn.writefile(vim.split(text, '\n', { plain = true }), path)
end

local function copy_example(name, path)
  vim.fn.mkdir(vim.fn.fnamemodify(path, ':h'), 'p')
  vim.fn.writefile(vim.fn.readfile(repo .. '/examples/' .. name), path)
end

local function attached(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr }) -- 0.10+
  end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

local function all_clients()
  if vim.lsp.get_clients then
    return vim.lsp.get_clients()
  end
  return vim.lsp.get_active_clients()
end

local function run()
  local version = vim.version()
  report(string.format('# Neovim %d.%d.%d', version.major, version.minor, version.patch))

  -- 1. lsp/kbl.lua: the configuration table for vim.lsp.config / vim.lsp.enable.
  local lsp_file = repo .. '/editors/nvim/lsp/kbl.lua'
  local ok, defaults = pcall(dofile, lsp_file)
  check(ok and type(defaults) == 'table', 'lsp/kbl.lua returns a table', tostring(defaults))
  if type(defaults) ~= 'table' then defaults = {} end
  equal(defaults.cmd, { 'kb-lsp', '--stdio' }, 'lsp/kbl.lua cmd')
  equal(defaults.filetypes, { 'kbl', 'storyboard' }, 'lsp/kbl.lua filetypes')
  equal(defaults.root_markers, { '.kblint.json', '.git' }, 'lsp/kbl.lua root_markers')
  local keys = vim.tbl_keys(defaults)
  table.sort(keys)
  equal(keys, { 'cmd', 'filetypes', 'root_markers' }, 'lsp/kbl.lua has no other fields')
  equal(vim.api.nvim_get_runtime_file('lsp/kbl.lua', true), { lsp_file }, 'lsp/kbl.lua is on the runtimepath once')

  -- 2. lua/kbl.lua reads its defaults from lsp/kbl.lua; opts override them.
  local kbl = require('kbl')
  equal(kbl.defaults(), defaults, "require('kbl').defaults() is lsp/kbl.lua's table")
  local config = kbl.config({ cmd = { '/opt/kbl/kb-lsp' }, settings = { x = 1 } })
  equal(config.cmd, { '/opt/kbl/kb-lsp' }, 'opts.cmd replaces the default cmd')
  equal(config.filetypes, { 'kbl', 'storyboard' }, 'the other defaults stay')
  equal(config.settings, { x = 1 }, 'other client options pass through')
  equal(kbl.defaults().cmd, { 'kb-lsp', '--stdio' }, 'the defaults are not changed by config()')

  -- 3. Root directories: .kblint.json first, then .git, else the file's directory.
  write(work .. '/project/.kblint.json', '{}')
  vim.fn.mkdir(work .. '/project/.git', 'p')
  write(work .. '/outer/.kblint.json', '{}')
  vim.fn.mkdir(work .. '/outer/inner/.git', 'p')
  vim.fn.mkdir(work .. '/repo/.git', 'p')
  local markers = defaults.root_markers
  equal(kbl.find_root(work .. '/project/screens/a/b.kbl', markers), work .. '/project', 'root with .kblint.json and .git')
  equal(kbl.find_root(work .. '/outer/inner/z.kbl', markers), work .. '/outer', '.kblint.json wins over a nearer .git')
  equal(kbl.find_root(work .. '/repo/sub/y.kbl', markers), work .. '/repo', 'root with .git only')
  equal(kbl.find_root(work .. '/loose/x.kbl', markers), work .. '/loose', "root without markers is the file's directory")

  -- 4. Filetype detection (ftdetect/kbl.vim on 0.7, vim.filetype.add on 0.8+) and the
  -- editors/vim ftplugin and syntax in Neovim. The file starts with a `#` comment, which
  -- Neovim's fallback would call `conf`.
  local signin = work .. '/project/screens/sign-in-shift.kbl'
  local chat = work .. '/project/screens/chat-none.kbl'
  local other = work .. '/repo/sub/chat.kbl'
  copy_example('sign-in-shift.kbl', signin)
  copy_example('chat-none.kbl', chat)
  copy_example('chat-none.kbl', other)
  vim.cmd('edit ' .. vim.fn.fnameescape(signin))
  local signin_buf = vim.api.nvim_get_current_buf()
  equal(vim.bo.filetype, 'kbl', 'filetype of a .kbl buffer')
  equal(vim.bo.commentstring, '# %s', 'commentstring (editors/vim ftplugin)')
  equal({ vim.bo.shiftwidth, vim.bo.expandtab }, { 2, true }, 'shiftwidth and expandtab')
  equal(vim.b.current_syntax, 'kbl', 'syntax kbl is loaded')
  local function group_at(pattern)
    vim.api.nvim_win_set_cursor(0, { 1, 0 })
    local pos = vim.fn.searchpos(pattern, 'cW')
    if pos[1] == 0 then return 'no match for ' .. pattern end
    return vim.fn.synIDattr(vim.fn.synID(pos[1], pos[2], 1), 'name')
  end
  equal(group_at('^screen'), 'kblDeclaration', 'syntax: screen')
  equal(group_at('^    \\zstextarea'), 'kblKind', 'syntax: textarea')
  equal(group_at('^  avoid \\zsshift'), 'kblStrategy', 'syntax: shift after avoid')
  equal(group_at('^# Sign-in'), 'kblComment', 'syntax: comment')
  if vim.fn.has('nvim-0.8') == 1 then
    equal(vim.filetype.match({ filename = 'a/b.kbl' }), 'kbl', 'vim.filetype.match on 0.8+')
  end
  -- Leave this buffer without starting anything: setup() must attach to it later.
  equal(#attached(signin_buf), 0, 'no client before setup()')

  -- 5. setup(): a client for kbl buffers already open and for new ones, one per root.
  local exits = {}
  local returned = kbl.setup({
    cmd = { server, '--stdio' },
    on_exit = function(code, _signal, id) exits[id] = code end,
  })
  equal(returned.cmd, { server, '--stdio' }, 'setup() returns its configuration')
  local function wait_attached(bufnr, what)
    return check(vim.wait(wait_ms, function()
      local clients = attached(bufnr)
      return #clients == 1 and clients[1].initialized ~= false and clients[1].server_capabilities ~= nil
        and not clients[1].is_stopped()
    end, 50), what .. ' within ' .. wait_ms .. ' ms')
  end
  wait_attached(signin_buf, 'an initialized kb-lsp client attaches to the open buffer')
  local first = attached(signin_buf)[1]
  if first then
    equal(first.name, 'kbl', 'client name')
    equal(first.config.root_dir, work .. '/project', 'client root_dir is the .kblint.json directory')
    equal(first.config.cmd, { server, '--stdio' }, 'client cmd')
  end
  check(vim.wait(wait_ms, function() return #vim.diagnostic.get(signin_buf) > 0 end, 50),
    'diagnostics arrive for sign-in-shift.kbl')
  local codes = vim.tbl_map(function(d) return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) end,
    vim.diagnostic.get(signin_buf))
  equal(codes, { 'KB003' }, 'the diagnostic is KB003')

  vim.cmd('edit ' .. vim.fn.fnameescape(chat))
  local chat_buf = vim.api.nvim_get_current_buf()
  wait_attached(chat_buf, 'a client attaches to a second file of the project')
  local second = attached(chat_buf)[1]
  check(first ~= nil and second ~= nil and second.id == first.id, 'the same project shares one client')

  -- A storyboard of the same project (storyboard.lua), on the same client.
  local board_buf = dofile(repo .. '/Tests/editors/nvim/storyboard.lua')({
    check = check, equal = equal, attached = attached, wait_attached = wait_attached,
    work = work, wait_ms = wait_ms,
  })
  local board = attached(board_buf)[1]
  check(first ~= nil and board ~= nil and board.id == first.id, 'the storyboard shares the project\'s client')

  vim.cmd('edit ' .. vim.fn.fnameescape(other))
  local other_buf = vim.api.nvim_get_current_buf()
  wait_attached(other_buf, 'a client attaches to a file of another project')
  local third = attached(other_buf)[1]
  check(third ~= nil and (first == nil or third.id ~= first.id), 'another project gets its own client')
  if third then
    equal(third.config.root_dir, work .. '/repo', 'that client root_dir is the .git directory')
  end
  equal(#all_clients(), 2, 'two clients in all')

  -- 6. On Neovim 0.11+, setup() goes through vim.lsp.config/enable.
  if vim.fn.has('nvim-0.11') == 1 then
    local resolved = vim.lsp.config['kbl']
    equal(resolved and resolved.cmd, { server, '--stdio' }, "vim.lsp.config['kbl'].cmd after setup()")
    equal(resolved and resolved.root_markers, { '.kblint.json', '.git' }, "vim.lsp.config['kbl'].root_markers")
  end

  -- Stop the clients; the servers exit with status 0.
  local ids = vim.tbl_map(function(c) return c.id end, all_clients())
  vim.lsp.stop_client(ids)
  check(vim.wait(wait_ms, function() return vim.tbl_count(exits) >= #ids end, 50), 'the servers exit after stop_client')
  for id, code in pairs(exits) do
    equal(code, 0, 'exit status of client ' .. id)
  end
end

local ok, err = xpcall(run, debug.traceback)
check(ok, 'no Lua error', tostring(err))
report('done')
io.stdout:write(table.concat(lines, '\n') .. '\n')
io.stdout:flush()
if failed > 0 then
  vim.cmd('cquit 1')
end
vim.cmd('qall!')
