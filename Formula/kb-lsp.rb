# Homebrew formula for kb-lsp, built from a clone of its repository: there is no release to
# download, so it is head-only (`brew install --HEAD`). Current Homebrew reads formulae from
# taps only; docs/install.md shows how to copy this file into a tap of your own.
class KbLsp < Formula
  desc "Language server and linter that finds the text fields the iOS keyboard hides"
  license "MIT"

  # The clone to build: the folder above this file's Formula/ folder. A copy of this file
  # in another tap names the clone on this line instead (docs/install.md shows the command).
  SOURCE = File.expand_path("..", __dir__).freeze
  # The branch checked out in that clone; "main" when that cannot be read.
  BRANCH = begin
    File.read(File.join(SOURCE, ".git", "HEAD"))[%r{\Aref: refs/heads/(\S+)}, 1]
  rescue SystemCallError
    nil
  end || "main"

  homepage "file://#{SOURCE}"
  head "file://#{SOURCE}", using: :git, branch: BRANCH

  depends_on "pkgconf" => :build
  # Swift 6 (swift-tools-version 6.0) comes with Xcode 16.
  depends_on xcode: ["16.0", :build]
  depends_on "json-c"
  # Storyboards and xibs are read with libxml2, which macOS ships.
  uses_from_macos "libxml2"
  depends_on macos: :sonoma

  def install
    # One install path for everyone: the Makefile builds the release binary and installs it
    # with its docs and the Vim and Neovim files. SwiftPM's own sandbox cannot run inside
    # Homebrew's.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    # examples/settings-clean.kbl: every field stays visible above the keyboard.
    (testpath/"settings.kbl").write <<~KBL
      screen AccountSettings {
        device iphone-8
        navigation-bar 44 32
        avoid scroll padding 12

        scroll list {
          label section "Account" top 16 height 22
          field username "Username" below section 8 height 44
          field email "Email" below username 8 height 44
          field website "Website" below email 8 height 44
          button signOut "Sign out" below website 32 height 44
        }
      }
    KBL
    assert_match "no problems in 1 file", shell_output("#{bin}/kb-lsp lint #{testpath}/settings.kbl")
    assert_match(/\Akb-lsp \d+\.\d+\.\d+/, shell_output("#{bin}/kb-lsp --version"))
    assert_path_exists doc/"diagnostics.md"
    assert_path_exists share/"vim/vimfiles/syntax/kbl.vim"
    assert_path_exists share/"nvim/site/lsp/kbl.lua"
  end
end
