-- KBL (*.kbl) filetype detection through vim.filetype.add on Neovim 0.8+, where Lua
-- filetype detection is the default. Neovim 0.7 uses ftdetect/kbl.vim instead. Starting
-- the language server is opt-in: vim.lsp.enable('kbl') (0.11+) or require('kbl').setup().
if vim.fn.has('nvim-0.8') == 1 then
  vim.filetype.add({ extension = { kbl = 'kbl' } })
end
