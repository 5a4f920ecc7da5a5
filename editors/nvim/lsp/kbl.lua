-- kb-lsp, the language server for KBL (the keyboard layout spec language, *.kbl) and for
-- Interface Builder documents (*.storyboard, *.xib: the `storyboard` filetype).
--
-- Neovim 0.11+ reads this file when `vim.lsp.enable('kbl')` runs (editors/nvim must be on
-- the 'runtimepath'); override any field with `vim.lsp.config('kbl', { ... })`.
-- require('kbl').setup() uses the same table on Neovim 0.7-0.10.
return {
  cmd = { 'kb-lsp', '--stdio' },
  filetypes = { 'kbl', 'storyboard' },
  -- `.kblint.json` is kb-lsp's project configuration; the root is the nearest directory
  -- holding it, else the nearest holding `.git`.
  root_markers = { '.kblint.json', '.git' },
}
