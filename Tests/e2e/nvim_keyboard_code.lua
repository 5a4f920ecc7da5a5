-- Headless Neovim and the keyboard code: a storyboard open through the shipped configuration
-- (editors/nvim), its controller's Swift file fixed on disk by another program, the
-- storyboard written with :w; Neovim cannot watch files for a server, so kb-lsp finds the
-- change by the sources' stamps and publishes the storyboard's findings again.
--
--   KB_LSP=/path/to/kb-lsp KBL_STORYBOARD=/tmp/shop/App/Base.lproj/Checkout.storyboard \
--   KBL_SWIFT=/tmp/shop/App/CartViewController.swift \
--     nvim --headless --clean -u NONE -i NONE -n -c "luafile Tests/e2e/nvim_keyboard_code.lua"
--
-- Exits 0 on success; on failure prints "nvim-e2e FAIL: ..." to stderr and exits 1.

local TIMEOUT_MS = 30000

local function fail(message)
  io.stderr:write('nvim-e2e FAIL: ' .. message .. '\n')
  io.stderr:flush()
  vim.cmd('cquit 1')
  os.exit(1)
end

local function check(condition, message)
  if not condition then fail(message) end
end

local function wait_until(what, condition)
  check(vim.wait(TIMEOUT_MS, condition, 50), 'timed out after ' .. TIMEOUT_MS .. ' ms waiting for ' .. what)
end

-- The diagnostics of the promo field, the one the Swift file's bug leaves covered.
local function promo(bufnr)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.message:find("'promoField'", 1, true) then table.insert(found, d.message) end
  end
  return found
end

local function run()
  local server, storyboard, swift = os.getenv('KB_LSP'), os.getenv('KBL_STORYBOARD'), os.getenv('KBL_SWIFT')
  check(server and storyboard and swift, 'KB_LSP, KBL_STORYBOARD and KBL_SWIFT must be set')
  local script = debug.getinfo(1, 'S').source:sub(2)
  local repo = vim.fn.fnamemodify(script, ':p:h:h:h')
  vim.opt.runtimepath:prepend(repo .. '/editors/nvim')
  vim.opt.runtimepath:prepend(repo .. '/editors/vim')
  vim.cmd('filetype plugin indent on')
  vim.cmd('augroup filetypedetect')
  vim.cmd('runtime! ftdetect/kbl.vim ftdetect/storyboard.vim')
  vim.cmd('augroup END')
  vim.cmd('runtime! plugin/kbl.lua plugin/kbl_lsp.vim')
  require('kbl').setup({ cmd = { server, '--stdio' } })

  vim.cmd('edit ' .. vim.fn.fnameescape(storyboard))
  local bufnr = vim.api.nvim_get_current_buf()
  check(vim.bo[bufnr].filetype == 'storyboard', 'filetype is "' .. vim.bo[bufnr].filetype .. '", not storyboard')
  wait_until('the promo field\'s findings', function() return #promo(bufnr) == 2 end)
  for _, message in ipairs(promo(bufnr)) do
    check(message:find('after CartViewController.swift:21 sets promoBottom.constant = keyboard height - 10', 1, true),
          'the finding does not name the code: ' .. message)
  end
  io.stderr:write('nvim-e2e: the storyboard names the Swift line\n')

  -- Another program fixes the Swift file; the server checks stamps at most once a second.
  local lines = vim.fn.readfile(swift)
  for i, line in ipairs(lines) do
    lines[i] = line:gsub('frame%.height %- 10', 'frame.height + 8')
  end
  vim.fn.writefile(lines, swift)
  vim.wait(1100, function() return false end)
  vim.cmd('write')
  wait_until('the promo field\'s findings to go', function() return #promo(bufnr) == 0 end)
  io.stderr:write('nvim-e2e: the fix is seen after :w\n')
end

local ok, err = xpcall(run, debug.traceback)
if not ok then fail('Lua error: ' .. tostring(err)) end
io.stderr:write('nvim-e2e: PASS\n')
io.stderr:flush()
vim.cmd('qall!')
