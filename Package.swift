// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kb-lsp",
    // macOS 14 (Sonoma) and later; Linux needs no floor.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kb-lsp", targets: ["kb-lsp"]),
        .library(name: "SpecParser", targets: ["SpecParser"]),
        .library(name: "KeyboardAnalysis", targets: ["KeyboardAnalysis"]),
        .library(name: "LSP", targets: ["LSP"]),
        .library(name: "Linting", targets: ["Linting"]),
        // `swift package lint-kbl` in any package that depends on this one.
        .plugin(name: "LintKBL", targets: ["LintKBL"]),
    ],
    targets: [
        // json-c, found with pkg-config; `make` installs it when it is missing
        // (libjson-c-dev with apt-get, json-c with Homebrew).
        .systemLibrary(
            name: "CJSON",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        // The C library of the system (Darwin, Glibc or Musl) and the few calls that
        // differ between them, in one place. Imports nothing of ours.
        .target(name: "Platform"),
        // JSON (a safe Swift face on json-c); later JSON-RPC framing and LSP types.
        .target(name: "LSP", dependencies: ["CJSON", "Platform"]),
        // Lexer, error-tolerant parser and syntax tree of KBL. Knows nothing of keyboards.
        .target(name: "SpecParser"),
        // Devices, layout, strategies and keyboard diagnostics. Knows nothing of LSP or JSON.
        .target(name: "KeyboardAnalysis", dependencies: ["SpecParser"]),
        // The server glue: maps LSP to the parser and the engine; the serve loop.
        .target(name: "KBLServer", dependencies: ["LSP", "SpecParser", "KeyboardAnalysis", "Platform"]),
        // Batch lint: the directory walk, `.kblint.json`, sharding, parallel linting and
        // the reports (text, JSON, SARIF, GitHub). Uses LSP's JSON only, never the protocol.
        .target(name: "Linting", dependencies: ["LSP", "SpecParser", "KeyboardAnalysis", "Platform"]),
        // The executable: wires the modules together.
        .executableTarget(
            name: "kb-lsp",
            dependencies: ["LSP", "SpecParser", "KeyboardAnalysis", "KBLServer", "Linting", "Platform"]
        ),
        // `swift package lint-kbl`: lints a package's .kbl specs with kb-lsp.
        .plugin(
            name: "LintKBL",
            capability: .command(intent: .custom(
                verb: "lint-kbl",
                description: "Lint the package's KBL specs with kb-lsp (arguments go to 'kb-lsp lint')")),
            dependencies: ["kb-lsp"]
        ),
        // Benchmark driver for `make bench`.
        .executableTarget(
            name: "kb-bench",
            dependencies: ["SpecParser", "KeyboardAnalysis", "Platform"]
        ),
        // Fixtures shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LSPTests", dependencies: ["LSP"]),
        .testTarget(name: "SpecParserTests", dependencies: ["SpecParser", "TestSupport"]),
        .testTarget(name: "KeyboardAnalysisTests", dependencies: ["KeyboardAnalysis", "SpecParser", "TestSupport"]),
        .testTarget(name: "KBLServerTests", dependencies: ["KBLServer", "LSP", "KeyboardAnalysis", "SpecParser", "Platform"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "LintingTests", dependencies: ["Linting", "KeyboardAnalysis", "LSP"]),
        .testTarget(name: "kb-lspTests", dependencies: ["kb-lsp", "LSP", "Platform"]),
    ]
)
