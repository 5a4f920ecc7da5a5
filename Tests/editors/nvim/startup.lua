-- Run after a normal startup with Tests/editors/nvim/init.lua as the user's init.lua and
-- a copy of examples/sign-in-shift.kbl named on the command line: checks that startup
-- detected the filetype, attached kb-lsp and got its KB003 diagnostic. Prints "ok - …" /
-- "not ok - …" lines and "done"; exits 1 when a check failed.
local wait_ms = tonumber(os.getenv('KBL_WAIT_MS') or '') or 20000
local lines, failed = {}, 0
local function check(condition, what, detail)
  table.insert(lines, (condition and 'ok - ' or 'not ok - ') .. what .. ((not condition and detail) and (': ' .. detail) or ''))
  if not condition then failed = failed + 1 end
end
local bufnr = vim.api.nvim_get_current_buf()
check(vim.bo.filetype == 'kbl', 'startup: filetype of the file on the command line', vim.bo.filetype)
check(vim.b.current_syntax == 'kbl', 'startup: kbl syntax', tostring(vim.b.current_syntax))
check(vim.wait(wait_ms, function() return #vim.diagnostic.get(bufnr) > 0 end, 50),
  'startup: init.lua setup() attaches kb-lsp and its diagnostics arrive')
local diagnostics = vim.diagnostic.get(bufnr)
check(#diagnostics == 1 and diagnostics[1].lnum == 20 and diagnostics[1].col == 13,
  'startup: the KB003 diagnostic on note', vim.inspect(diagnostics))
table.insert(lines, 'done')
io.stdout:write(table.concat(lines, '\n') .. '\n')
io.stdout:flush()
if failed > 0 then vim.cmd('cquit 1') end
vim.cmd('qall!')
