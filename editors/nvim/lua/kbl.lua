-- Starts kb-lsp, the KBL language server, for `kbl` and `storyboard` buffers (*.kbl;
-- *.storyboard and *.xib) on any Neovim from 0.7 on.
--
--   require('kbl').setup()                                   -- kb-lsp from PATH
--   require('kbl').setup({ cmd = { '/path/to/kb-lsp', '--stdio' } })
--
-- The defaults live in lsp/kbl.lua (next to this module's directory). `opts` overrides
-- them; besides `cmd`, `filetypes` and `root_markers` it may hold anything a client
-- configuration takes (`on_attach`, `capabilities`, `settings`, `root_dir` as a string, …).
--
--   Neovim 0.11+    vim.lsp.config('kbl', config) and vim.lsp.enable('kbl');
--   Neovim 0.8-0.10 a FileType autocommand calling vim.lsp.start (one client per root);
--   Neovim 0.7      the same with vim.lsp.start_client and vim.lsp.buf_attach_client.
--
-- The root directory is the nearest one, upward from the file, holding the first of the
-- root markers found (`.kblint.json`, then `.git`), else the file's own directory.
local M = {}

local uv = vim.uv or vim.loop

-- editors/nvim: this file is editors/nvim/lua/kbl.lua.
local function plugin_dir()
  local source = debug.getinfo(1, 'S').source
  if source:sub(1, 1) == '@' then
    return vim.fn.fnamemodify(source:sub(2), ':p:h:h')
  end
  return nil
end

-- The default configuration: a fresh copy of the table lsp/kbl.lua returns.
function M.defaults()
  local path = nil
  local dir = plugin_dir()
  if dir and uv.fs_stat(dir .. '/lsp/kbl.lua') then
    path = dir .. '/lsp/kbl.lua'
  else
    path = vim.api.nvim_get_runtime_file('lsp/kbl.lua', false)[1]
  end
  assert(path, 'kbl: lsp/kbl.lua is not on the runtimepath')
  return vim.deepcopy(dofile(path))
end

-- The project root for a file: the nearest directory holding markers[1], else the nearest
-- holding markers[2], and so on; else the file's directory. For a buffer without a file,
-- the current directory.
function M.find_root(path, markers)
  if path == nil or path == '' then
    return uv.cwd()
  end
  local dir = vim.fn.fnamemodify(path, ':p:h')
  for _, marker in ipairs(markers or {}) do
    local current = dir
    while true do
      if uv.fs_stat(current .. '/' .. marker) then
        return current
      end
      local parent = vim.fn.fnamemodify(current, ':h')
      if parent == current then
        break
      end
      current = parent
    end
  end
  return dir
end

-- The configuration setup(opts) uses: the defaults overridden by opts.
function M.config(opts)
  return vim.tbl_deep_extend('force', M.defaults(), opts or {})
end

local clients_by_root = {} -- Neovim 0.7: root directory -> client id

-- Starts (or reuses) the client for buffer `bufnr` and attaches it; returns the client id.
-- Used on Neovim 0.7-0.10; `config` is M.config(opts). Sets the buffer's 'omnifunc' to
-- the LSP's (unless set already), as 0.11 does by itself, so `<C-x><C-o>` completes.
function M.start(config, bufnr)
  if bufnr == nil or bufnr == 0 then
    bufnr = vim.api.nvim_get_current_buf()
  end
  if vim.bo[bufnr].omnifunc == '' then
    vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'
  end
  local client_config = {}
  for key, value in pairs(config) do
    if key ~= 'filetypes' and key ~= 'root_markers' then
      client_config[key] = value
    end
  end
  client_config.name = client_config.name or 'kbl'
  if type(client_config.root_dir) ~= 'string' then
    client_config.root_dir = M.find_root(vim.api.nvim_buf_get_name(bufnr), config.root_markers)
  end
  if vim.lsp.start then -- 0.8+: reuses a client with the same name and root directory.
    return vim.lsp.start(client_config, { bufnr = bufnr })
  end
  local id = clients_by_root[client_config.root_dir]
  local client = id and vim.lsp.get_client_by_id(id)
  if client == nil or client.is_stopped() then
    id = vim.lsp.start_client(client_config)
    if id == nil then
      return nil
    end
    clients_by_root[client_config.root_dir] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

-- Makes Neovim start kb-lsp for buffers of its filetypes (those already open too). Returns the
-- configuration it uses.
function M.setup(opts)
  local config = M.config(opts)
  if vim.fn.has('nvim-0.11') == 1 then
    vim.lsp.config('kbl', config)
    vim.lsp.enable('kbl')
    return config
  end
  local group = vim.api.nvim_create_augroup('kbl_nvim_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = config.filetypes,
    callback = function(args)
      M.start(config, args.buf)
    end,
    desc = 'Start kb-lsp, the KBL language server',
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(config.filetypes, vim.bo[bufnr].filetype) then
      M.start(config, bufnr)
    end
  end
  return config
end

return M
