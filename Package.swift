// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kb-lsp",
    products: [
        .executable(name: "kb-lsp", targets: ["kb-lsp"]),
        .library(name: "SpecParser", targets: ["SpecParser"]),
        .library(name: "KeyboardAnalysis", targets: ["KeyboardAnalysis"]),
        .library(name: "LSP", targets: ["LSP"]),
        .library(name: "Linting", targets: ["Linting"]),
    ],
    targets: [
        // json-c, found with pkg-config; `make` installs libjson-c-dev when it is missing.
        .systemLibrary(
            name: "CJSON",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"])]
        ),
        // JSON (a safe Swift face on json-c); later JSON-RPC framing and LSP types.
        .target(name: "LSP", dependencies: ["CJSON"]),
        // Lexer, error-tolerant parser and syntax tree of KBL. Knows nothing of keyboards.
        .target(name: "SpecParser"),
        // Devices, layout, strategies and keyboard diagnostics. Knows nothing of LSP or JSON.
        .target(name: "KeyboardAnalysis", dependencies: ["SpecParser"]),
        // The server glue: maps LSP to the parser and the engine; the serve loop.
        .target(name: "KBLServer", dependencies: ["LSP", "SpecParser", "KeyboardAnalysis"]),
        // Batch lint: the directory walk, `.kblint.json`, sharding, parallel linting and
        // the reports (text, JSON, SARIF, GitHub). Uses LSP's JSON only, never the protocol.
        .target(name: "Linting", dependencies: ["LSP", "SpecParser", "KeyboardAnalysis"]),
        // The executable: wires the modules together.
        .executableTarget(
            name: "kb-lsp",
            dependencies: ["LSP", "SpecParser", "KeyboardAnalysis", "KBLServer", "Linting"]
        ),
        // Benchmark driver for `make bench`.
        .executableTarget(
            name: "kb-bench",
            dependencies: ["SpecParser", "KeyboardAnalysis"]
        ),
        // Fixtures shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LSPTests", dependencies: ["LSP"]),
        .testTarget(name: "SpecParserTests", dependencies: ["SpecParser", "TestSupport"]),
        .testTarget(name: "KeyboardAnalysisTests", dependencies: ["KeyboardAnalysis", "SpecParser", "TestSupport"]),
        .testTarget(name: "KBLServerTests", dependencies: ["KBLServer", "LSP", "KeyboardAnalysis", "SpecParser"]),
        .testTarget(name: "LintingTests", dependencies: ["Linting", "KeyboardAnalysis", "LSP"]),
        .testTarget(name: "kb-lspTests", dependencies: ["kb-lsp", "LSP"]),
    ]
)
