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
        .library(name: "Rendering", targets: ["Rendering"]),
        // The entry points of the libFuzzer targets in Fuzz/ (a package of its own), and
        // the C library for their driver.
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "DocumentLayout", targets: ["DocumentLayout"]),
        // `swift package lint-kbl` in any package that depends on this one.
        .plugin(name: "LintKBL", targets: ["LintKBL"]),
        // `plugins: [.plugin(name: "LintKBLBuildTool", package: "kb-lsp")]` on a target, or
        // Run Build Tool Plug-ins in Xcode: each build lints the target's specs and documents.
        .plugin(name: "LintKBLBuildTool", targets: ["LintKBLBuildTool"]),
    ],
    targets: [
        // json-c, found with pkg-config; `make` installs it when it is missing
        // (libjson-c-dev with apt-get, json-c with Homebrew).
        .systemLibrary(
            name: "CJSON",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        // libxml2, found with pkg-config; `make` installs it when it is missing (libxml2-dev
        // with apt-get; macOS has it in the SDK, named to pkg-config by Homebrew's pkgconf).
        .systemLibrary(
            name: "CXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The operating system: the C library (Darwin, Glibc or Musl) with the few calls
        // that differ in one file, reading files, walking directories, paths and file URIs.
        // Imports nothing of ours.
        .target(name: "Platform", dependencies: ["PlainText"]),
        // JSON values, parsed and written by json-c: the only module that imports CJSON.
        .target(name: "JSONValue", dependencies: ["CJSON", "PlainText", "Platform"]),
        // JSON-RPC framing and the LSP messages. Knows nothing of KBL.
        .target(name: "LSP", dependencies: ["JSONValue", "PlainText", "Platform"]),
        // Plain text: UTF-8 validation and widths, trimming. Imports nothing of ours.
        .target(name: "PlainText"),
        // The catalogue of diagnostic codes: identity, default severity, messages, and the
        // explanations (Markdown pages embedded in the binary). Imports nothing of ours.
        .target(name: "Diagnostics", dependencies: ["PlainText"], resources: [.embedInCode("Explanations")]),
        // Lexer, error-tolerant parser and syntax tree of KBL. Knows nothing of keyboards.
        .target(name: "SpecParser", dependencies: ["Diagnostics", "PlainText"]),
        // Interface Builder documents (.storyboard, .xib) read through libxml2: the element
        // tree with each start tag's line, screens, views, constraints, outlets, segues.
        // Knows nothing of keyboards or LSP; the only module that imports CXML.
        .target(name: "InterfaceBuilder", dependencies: ["CXML", "PlainText"]),
        // A Cassowary constraint solver: linear equalities and inequalities, priorities
        // compared lexicographically, edit variables. Knows nothing of Interface Builder,
        // KBL or keyboards. Imports nothing of ours.
        .target(name: "AutoLayout"),
        // Swift and Objective-C sources read into declarations, statements and expressions:
        // never fails on any input. Knows nothing of keyboards, Interface Builder or LSP.
        .target(name: "SourceCode"),
        // A screen's keyboard code (code.md): the observers and show handlers of its
        // controller class, evaluated per geometry into effects. Knows nothing of
        // Interface Builder, KBL, LSP, JSON or XML.
        .target(name: "KeyboardCode", dependencies: ["SourceCode"]),
        // The vertical Auto Layout of an Interface Builder document's screens: the bars of
        // each geometry, the constraint system, solved and re-solved per geometry, and the
        // saved frames it is checked against. Knows nothing of keyboards, KBL or LSP.
        .target(name: "DocumentLayout", dependencies: ["InterfaceBuilder", "AutoLayout"]),
        // Devices, layout, strategies and keyboard diagnostics. Knows nothing of LSP or JSON.
        .target(name: "KeyboardAnalysis", dependencies: ["Diagnostics", "SpecParser"]),
        // Interface Builder documents analysed: their devices, the strategy each screen
        // uses (ib.md section 6), the layouts of DocumentLayout fed to KeyboardAnalysis's
        // strategies, KB300-KB302. Knows nothing of LSP, JSON or XML.
        .target(name: "DocumentAnalysis", dependencies: ["Diagnostics", "SpecParser", "KeyboardAnalysis", "KeyboardCode", "InterfaceBuilder", "DocumentLayout", "PlainText"]),
        // Pictures of analysed screens as SVG (`kb-lsp render`, the HTML report): the
        // engine's geometry drawn, nothing recomputed. Knows nothing of LSP or JSON.
        .target(name: "Rendering", dependencies: ["Diagnostics", "SpecParser", "KeyboardAnalysis"]),
        // `.kblint.json`: reading it, and the engine it sets up for the specs below it.
        // Shared by the server and the linter.
        .target(name: "ProjectConfiguration", dependencies: ["Diagnostics", "JSONValue", "SpecParser", "KeyboardAnalysis", "KeyboardCode", "DocumentAnalysis", "InterfaceBuilder", "Platform", "PlainText", "SourceCode"]),
        // The server glue: maps LSP to the parser and the engine; the serve loop.
        .target(name: "KBLServer", dependencies: ["Diagnostics", "DocumentAnalysis", "InterfaceBuilder", "LSP", "JSONValue", "SpecParser", "KeyboardAnalysis", "ProjectConfiguration", "Platform", "PlainText", "Rendering"]),
        // Batch lint: sharding, parallel linting and the reports (text, JSON, SARIF,
        // GitHub, GitLab, Xcode, HTML). Knows nothing of LSP.
        .target(name: "Linting", dependencies: ["Diagnostics", "PlainText", "JSONValue", "SpecParser", "KeyboardAnalysis", "DocumentAnalysis", "ProjectConfiguration", "Platform", "Rendering"]),
        // The executable: wires the modules together.
        .executableTarget(
            name: "kb-lsp",
            dependencies: ["Diagnostics", "LSP", "JSONValue", "SpecParser", "KeyboardAnalysis", "InterfaceBuilder", "DocumentAnalysis", "ProjectConfiguration", "KBLServer", "Linting", "Platform", "Rendering"]
        ),
        // `swift package lint-kbl`: lints a package's .kbl specs with kb-lsp.
        .plugin(
            name: "LintKBL",
            capability: .command(intent: .custom(
                verb: "lint-kbl",
                description: "Lint the package's KBL specs with kb-lsp (arguments go to 'kb-lsp lint')")),
            dependencies: ["kb-lsp"]
        ),
        // Each build of a target that uses it lints the target's .kbl, .storyboard and .xib
        // files with kb-lsp, as Xcode issues.
        .plugin(name: "LintKBLBuildTool", capability: .buildTool(), dependencies: ["kb-lsp"]),
        // What each fuzz target of `make fuzz` runs its input through (Fuzz/ builds the
        // libFuzzer executables around these; FuzzTargetsTests replays the seed corpora).
        .target(name: "FuzzTargets", dependencies: ["DocumentAnalysis", "InterfaceBuilder", "JSONValue", "KBLServer", "KeyboardAnalysis", "KeyboardCode", "LSP", "Platform", "SourceCode", "SpecParser"]),
        // Benchmark driver for `make bench`.
        .executableTarget(
            name: "kb-bench",
            dependencies: ["Diagnostics", "SpecParser", "KeyboardAnalysis", "Platform", "InterfaceBuilder", "DocumentLayout", "DocumentAnalysis"]
        ),
        // Fixtures shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Diagnostics", "Platform", "SpecParser"], path: "Tests/TestSupport"),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        .testTarget(name: "SourceCodeTests", dependencies: ["SourceCode"]),
        .testTarget(name: "KeyboardCodeTests", dependencies: ["KeyboardCode", "SourceCode"]),
        .testTarget(name: "DocumentAnalysisTests", dependencies: ["Diagnostics", "DocumentAnalysis", "DocumentLayout", "InterfaceBuilder", "KeyboardAnalysis", "KeyboardCode", "SourceCode", "SpecParser", "TestSupport"]),
        // Solves the test documents of Tests/Fixtures/interface-builder (found from #filePath)
        // and documents of its own, in their saved geometry and others.
        .testTarget(name: "DocumentLayoutTests", dependencies: ["DocumentLayout", "DocumentAnalysis", "InterfaceBuilder", "KeyboardAnalysis", "TestSupport"]),
        // Solves the systems Tests/e2e/test_autolayout_lp.py writes, for comparison with an LP solver.
        .executableTarget(name: "autolayout-oracle", dependencies: ["AutoLayout"], path: "Tests/AutoLayoutOracle"),
        .testTarget(name: "PlainTextTests", dependencies: ["PlainText"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "JSONValueTests", dependencies: ["JSONValue", "TestSupport"]),
        .testTarget(name: "LSPTests", dependencies: ["LSP", "JSONValue"]),
        .testTarget(name: "SpecParserTests", dependencies: ["Diagnostics", "PlainText", "SpecParser", "TestSupport"]),
        .testTarget(name: "KeyboardAnalysisTests", dependencies: ["Diagnostics", "KeyboardAnalysis", "SpecParser", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Diagnostics", "KeyboardAnalysis", "SpecParser", "Rendering", "TestSupport", "Platform"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "KBLServerTests", dependencies: ["TestSupport", "Diagnostics", "KBLServer", "DocumentAnalysis", "LSP", "JSONValue", "KeyboardAnalysis", "SpecParser", "ProjectConfiguration", "Platform", "Rendering"]),
        .testTarget(name: "ProjectConfigurationTests", dependencies: ["Diagnostics", "TestSupport", "ProjectConfiguration", "KeyboardAnalysis", "KeyboardCode", "JSONValue", "Platform"]),
        .testTarget(name: "PlatformTests", dependencies: ["TestSupport", "Platform"]),
        .testTarget(name: "LintingTests", dependencies: ["Diagnostics", "TestSupport", "Linting", "KeyboardAnalysis", "JSONValue", "ProjectConfiguration", "Platform"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "kb-lspTests", dependencies: ["Diagnostics", "TestSupport", "kb-lsp", "JSONValue", "Linting", "Platform", "SpecParser"]),
    ]
)
