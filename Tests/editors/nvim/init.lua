-- A user's init.lua as editors/README.md (Neovim 0.7-0.10) describes it, for run.sh's
-- startup test: the shipped directories on the runtimepath and require('kbl').setup(),
-- before Neovim loads plugins and the files named on the command line.
local repo = os.getenv('KBL_REPO')
vim.opt.runtimepath:append(repo .. '/editors/vim')
vim.opt.runtimepath:append(repo .. '/editors/nvim')
require('kbl').setup({ cmd = { os.getenv('KB_LSP'), '--stdio' } })
