// swift-tools-version:6.0
// libFuzzer targets for kb-lsp, kept out of the main package so that `swift build` and
// `swift test` stay untouched. Built and run by `make fuzz` (Fuzz/run.sh) with
//   swift build -c release -Xswiftc -sanitize=fuzzer,address
// Each executable runs libFuzzer's driver (FuzzDriver) on one entry point of the root
// package's FuzzTargets module. Not `-parse-as-library` with libFuzzer's own `main`: on
// Linux SwiftPM links `main` to the module's `<module>_main`, which that would leave undefined.
import PackageDescription

// A package depended on by path is named after its folder (`kb-lsp` in a clone, anything
// in a worktree), so the name is read from where this package sits.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "kb-lsp")

let targets = ["spec", "framer", "json", "server", "document", "code"]

let package = Package(
    name: "kb-lsp-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver", dependencies: [.product(name: "FuzzTargets", package: root),
                                                   .product(name: "Platform", package: root)]),
    ] + targets.map { name in
        .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzDriver"], path: "Sources/fuzz-\(name)")
    }
)
