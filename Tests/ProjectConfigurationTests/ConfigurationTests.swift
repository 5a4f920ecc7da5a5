import JSONValue
import KeyboardAnalysis
import Platform
@testable import ProjectConfiguration
import Testing
import TestSupport

@Suite struct ConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try Configuration(parsing: Array(text.utf8), file: "/repo/.kblint.json")
    }

    @Test func everyKeySetsTheAnalyzer() throws {
        let configuration = try parse("""
        {"$schema": "x", "device": "iphone-se",
         "devices": {"iphone-se": {"size": [320, 568], "keyboard": [216, 162], "status-bar": [20, 20]},
                     "tablet": {"size": [768, 1024]}},
         "padding": 12.5, "ios": 7,
         "severity": {"KB006": "off", "KB003": "error", "KB001": "info", "KB002": "warning"}}
        """)
        let analyzer = configuration.analyzer
        #expect(analyzer.defaultDeviceName == "iphone-se")
        #expect(analyzer.defaultPadding == 12.5)
        #expect(analyzer.defaultIOSVersion == 7)
        #expect(analyzer.devices["iphone-se"]?.height == 568)
        #expect(analyzer.devices["iphone-se"]?.statusBar.landscape == 20)
        // Omitted heights are iphone-8's, as in a spec's own device block.
        #expect(analyzer.devices["tablet"]?.keyboard == OrientationPair(portrait: 216, landscape: 162))
        #expect(analyzer.devices["iphone-8"] != nil)
        #expect(analyzer.disabledCodes == [.offScreen])
        #expect(analyzer.severityOverrides == [.doesNotFit: .error, .covered: .information, .stillCovered: .warning])
    }

    @Test func theAnalyzerFollowsTheConfiguration() throws {
        // Bottom 20 + 300 + 44 = 364: above iphone-8's keyboard top (451), below iphone-4's (264).
        let spec = "screen S {\n  orientations portrait\n  field f top 300 height 44\n}\n"
        #expect(Analyzer().analyze(spec).diagnostics.isEmpty)
        let small = try parse(#"{"device": "iphone-4"}"#).analyzer.analyze(spec)
        #expect(small.diagnostics.map(\.code) == [.covered])
        let silenced = try parse(#"{"device": "iphone-4", "severity": {"KB001": "off"}}"#).analyzer.analyze(spec)
        #expect(silenced.diagnostics.isEmpty)
        let raised = try parse(#"{"device": "iphone-4", "severity": {"KB001": "error"}}"#).analyzer.analyze(spec)
        #expect(raised.diagnostics.map(\.severity) == [.error])
    }

    @Test func defaultPaddingAppliesWhereTheScreenWritesNone() throws {
        // Bottom 20 + 400 + 80 = 500, keyboard top 451: overlap 49; shift = 49 + padding.
        let spec = "screen S {\n  orientations portrait\n  avoid shift\n  view v outlets {\n    field f top 400 height 80\n  }\n}\n"
        let written = spec.replacingOccurrences(of: "avoid shift", with: "avoid shift padding 5")
        func shift(_ analyzer: Analyzer, _ text: String) -> Double? {
            analyzer.analyze(text).screens.first?.elements.first { $0.name == "f" }?.placements.first?.outcome?.shift
        }
        #expect(shift(Analyzer(), spec) == 54)
        let padded = try parse(#"{"padding": 20}"#).analyzer
        #expect(shift(padded, spec) == 69)
        #expect(shift(padded, written) == 54)
    }

    @Test func theAccessoryAppliesWhereTheScreenWritesNone() throws {
        // iphone-8 portrait: keyboard top 667 - 216 = 451; the field ends at 20 + 370 + 44 = 434,
        // 17 pt above it: a 44 pt accessory bar covers it by 27.
        let spec = "screen S {\n  orientations portrait\n  field f top 370 height 44\n}\n"
        #expect(Analyzer().analyze(spec).diagnostics.isEmpty)
        let configured = try parse(#"{"accessory": 44}"#)
        #expect(configured.accessory == 44 && configured.analyzer.defaultAccessory == 44)
        #expect(configured.analyzer.analyze(spec).diagnostics.map(\.message) == ["field 'f' is covered by the keyboard in portrait by 27 pt"])
        let written = spec.replacingOccurrences(of: "  orientations", with: "  accessory 0\n  orientations")
        #expect(configured.analyzer.analyze(written).diagnostics.isEmpty)
    }

    @Test func aDefaultStrategyAppliesToScreensWithoutAnAvoidLine() throws {
        // iphone-16 portrait: keyboard top 852 - 336 = 516; the field's bottom 59 + 560 + 44 = 663.
        let spec = "screen S {\n  device iphone-16\n  orientations portrait\n  field f top 560 height 44\n}\n"
        #expect(Analyzer().analyze(spec).diagnostics.map(\.code) == [.covered])
        let configured = try parse(#"{"avoid": "iqkeyboardmanager"}"#)
        #expect(configured.defaultStrategy == "iqkeyboardmanager")
        let analyzer = configured.analyzer
        #expect(analyzer.defaultStrategy == "iqkeyboardmanager")
        // The library moves the root view up: nothing is covered any more.
        let analysis = analyzer.analyze(spec)
        #expect(analysis.screens.first?.strategy.name == "iqkeyboardmanager")
        #expect(analysis.diagnostics.isEmpty)
        let shift = analysis.screens.first?.elements.first { $0.name == "f" }?.placements.first?.outcome?.shift
        #expect((shift ?? 0) > 0)
        // A screen's own avoid line wins.
        let own = spec.replacingOccurrences(of: "  field", with: "  avoid none\n  field")
        #expect(analyzer.analyze(own).diagnostics.map(\.code) == [.covered])
    }

    @Test func defaultOrientationsApplyToScreensWithoutAnOrientationsLine() throws {
        // iphone-8: the field is covered in portrait (bottom 464 > 451) and landscape.
        let spec = "screen S {\n  field f top 400 height 44\n}\n"
        let orientations = { (analyzer: Analyzer, text: String) in
            analyzer.analyze(text).diagnostics.filter { $0.code == .covered }.compactMap { $0.keyboard?.orientation }
        }
        #expect(orientations(Analyzer(), spec) == [.portrait, .landscape])
        let portrait = try parse(#"{"orientations": ["portrait"]}"#)
        #expect(portrait.defaultOrientations == [.portrait])
        #expect(orientations(portrait.analyzer, spec) == [.portrait])
        #expect(orientations(try parse(#"{"orientations": ["landscape"]}"#).analyzer, spec) == [.landscape])
        // Written in any order, analysed portrait first; a screen's own line wins.
        #expect(try parse(#"{"orientations": ["landscape", "portrait"]}"#).defaultOrientations == [.portrait, .landscape])
        let own = spec.replacingOccurrences(of: "  field", with: "  orientations landscape\n  field")
        #expect(orientations(portrait.analyzer, own) == [.landscape])
    }

    @Test func configuredDevicesTakeAHomeIndicator() throws {
        let configuration = try parse(#"{"devices": {"phone": {"size": [393, 852], "keyboard": [336, 209], "home-indicator": [34, 21]}, "old": {"size": [320, 568]}}}"#)
        #expect(configuration.devices.first?.homeIndicator == OrientationPair(portrait: 34, landscape: 21))
        // As in a spec's device block: none unless written.
        #expect(configuration.analyzer.devices["old"]?.homeIndicator == OrientationPair(portrait: 0, landscape: 0))
        #expect(configuration.analyzer.devices["phone"]?.homeIndicator.landscape == 21)
    }

    @Test func theDefaultDeviceMayBeAnOtherNameOfABuiltInOne() throws {
        let analyzer = try parse(#"{"device": "iphone-15-pro"}"#).analyzer
        #expect(analyzer.defaultDeviceName == "iphone-15-pro")
        // iphone-16's portrait status bar (59) is the content top of a screen naming no device.
        let spec = "screen S {\n  orientations portrait\n  field f top 0 height 44\n}\n"
        let screen = analyzer.analyze(spec).screens.first
        #expect(screen?.device.name == "iphone-16")
        #expect(screen?.elements.first?.placements.first?.top == 59)
    }

    @Test func anUnknownDefaultDeviceSuggestsTheClosestName() {
        #expect {
            _ = try parse(#"{"device": "iphone-15-pr"}"#)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == "device" && error.message.hasPrefix("unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?)")
                && error.message.contains("kb-lsp devices")
        }
    }

    @Test func anUnknownStrategySuggestsTheClosestAndListsThem() {
        #expect {
            _ = try parse(#"{"avoid": "iqkeyboardmanger"}"#)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == "avoid"
                && error.message == "unknown strategy \"iqkeyboardmanger\" (did you mean 'iqkeyboardmanager'?); expected one of "
                    + Strategies.names.joined(separator: ", ")
        }
    }

    @Test(arguments: [
        (#"{"sevrity": {}}"#, "sevrity", "unknown key"),
        (#"{"device": 7}"#, "device", "expected a device name"),
        (#"{"device": "ipad-mini"}"#, "device", "unknown device 'ipad-mini'"),
        (#"{"device": "two words"}"#, "device", "not a KBL name"),
        (#"{"padding": -1}"#, "padding", "out of range"),
        (#"{"padding": "5"}"#, "padding", "expected a number"),
        (#"{"ios": 5}"#, "ios", "expected a number >= 6"),
        (#"{"ios": 8.5}"#, "ios", "not a whole iOS version"),
        (#"{"severity": {"KB009": "off"}}"#, "severity.KB009", "unknown diagnostic code"),
        (#"{"severity": {"KB001": "fatal"}}"#, "severity.KB001", #"got "fatal""#),
        (#"{"severity": ["KB001"]}"#, "severity", "expected an object"),
        (#"{"devices": {"p": {"size": [320]}}}"#, "devices.p.size", "expected two numbers"),
        (#"{"devices": {"p": {"size": [0, 568]}}}"#, "devices.p.size[0]", "> 0"),
        (#"{"devices": {"p": {"keyboard": [216, -1], "size": [1, 2]}}}"#, "devices.p.keyboard[1]", ">= 0"),
        (#"{"devices": {"p": {"keyboard": [216, 162]}}}"#, "devices.p", "missing \"size\""),
        (#"{"devices": {"p": {"size": [1, 2], "colour": "red"}}}"#, "devices.p.colour", "unknown key"),
        (#"{"devices": {"9p": {"size": [1, 2]}}}"#, "devices.9p", "not a KBL name"),
        (#"{"devices": {"p": {"size": [1, 2], "colour": "red"}}}"#, "devices.p.colour", "expected size, keyboard, status-bar or home-indicator"),
        (#"{"devices": {"p": {"size": [1, 2], "home-indicator": [34]}}}"#, "devices.p.home-indicator", "expected two numbers"),
        (#"{"devices": {"p": {"size": [1, 2], "home-indicator": [34, -1]}}}"#, "devices.p.home-indicator[1]", ">= 0"),
        (#"{"avoid": 3}"#, "avoid", "expected a strategy name"),
        (#"{"avoid": "sideways"}"#, "avoid", "unknown strategy \"sideways\"; expected one of none, shift"),
        (#"{"avoid": "iqkeyboardmanager distance 20"}"#, "avoid", "a strategy name only, without options ('distance 20')"),
        (#"{"orientations": "portrait"}"#, "orientations", "expected [\"portrait\"]"),
        (#"{"orientations": []}"#, "orientations", "no orientation to analyse"),
        (#"{"orientations": ["portrait", "sideways"]}"#, "orientations[1]", "expected \"portrait\" or \"landscape\"; got \"sideways\""),
        (#"{"orientations": ["portrait", "portrait"]}"#, "orientations[1]", "\"portrait\" is repeated"),
        (#"{"sevrity": {}}"#, "sevrity", "expected device, devices, avoid, orientations, padding, accessory, ios, severity or interface-builder"),
        (#"{"accessory": -44}"#, "accessory", "out of range"),
        (#"{"accessory": "44"}"#, "accessory", "expected a number"),
        // Beyond a spec's largest number: the version does not fit an Int (it crashed
        // converting), a size or padding gives infinite geometry.
        (#"{"ios": 1e19}"#, "ios", "numbers are at most 1000000"),
        (#"{"ios": 9223372036854775807}"#, "ios", "out of range"),
        (#"{"ios": 1e300}"#, "ios", "out of range"),
        (#"{"ios": 1000001}"#, "ios", "out of range"),
        (#"{"padding": 1.7e308}"#, "padding", "out of range"),
        (#"{"devices": {"p": {"size": [1.7e308, 568]}}}"#, "devices.p.size[0]", "at most 1000000"),
        (#"{"devices": {"p": {"size": [1, 2], "keyboard": [216, 1e7]}}}"#, "devices.p.keyboard[1]", "at most 1000000"),
        (#"{"devices": {"p": {"size": [1, 2], "status-bar": [1e300, 0]}}}"#, "devices.p.status-bar[0]", "at most 1000000"),
    ])
    func badValuesNameTheFileAndTheKey(text: String, key: String, message: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.file == "/repo/.kblint.json" && error.key == key && error.message.contains(message)
                && error.description.hasPrefix("/repo/.kblint.json: key '\(key)': ")
        }
    }

    @Test func theLargestNumberOfASpecIsAccepted() throws {
        let configuration = try parse(#"{"ios": 1000000, "padding": 1000000, "devices": {"p": {"size": [1000000, 1000000]}}}"#)
        #expect(configuration.iosVersion == 1_000_000)
        #expect(configuration.padding == 1_000_000)
        #expect(configuration.devices.first?.width == 1_000_000)
    }

    @Test func brokenJSONSaysWhere() {
        #expect {
            _ = try parse("{\n  \"padding\": 5,\n  oops\n}")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == nil && error.description.hasPrefix("/repo/.kblint.json: not valid JSON") && error.message.contains("line 3")
        }
        #expect(throws: ConfigurationError.self) { _ = try parse("[1, 2]") }
        #expect(throws: ConfigurationError.self) { _ = try parse("") }
    }
}

@Suite struct ConfigurationLocatorTests {
    @Test func theNearestFileGovernsAndIsReadAgainWhenItChanges() throws {
        let tree = MemoryFiles([".kblint.json": #"{"padding": 7}"#, "a/b/spec.kbl": ""])
        let root = tree.root
        let locator = ConfigurationLocator(remembersDirectories: false, files: tree)
        #expect(try locator.analyzer(forDirectory: root + "/a/b").defaultPadding == 7)
        // Same size, other content: the stamp tells.
        tree.write(#"{"padding": 9}"#, to: ".kblint.json")
        #expect(try locator.analyzer(forDirectory: root + "/a/b").defaultPadding == 9)
        // A new, nearer file is found by a locator that does not remember directories.
        tree.write(#"{"padding": 3}"#, to: "a/.kblint.json")
        #expect(try locator.analyzer(forDirectory: root + "/a/b").defaultPadding == 3)
        #expect(try locator.analyzer(forDirectory: root).defaultPadding == 9)
        // Without any file: the spec's defaults.
        let elsewhere = MemoryFiles(["x.kbl": ""])
        #expect(try ConfigurationLocator(files: elsewhere).analyzer(forDirectory: elsewhere.root) == Analyzer())
    }

    /// What `kb-lsp devices` lists: the governing file's configuration itself.
    @Test func theGoverningConfigurationIsReadForListings() throws {
        let tree = MemoryFiles([".kblint.json": #"{"devices": {"desk": {"size": [400, 800], "home-indicator": [30, 20]}}}"#, "a/x.kbl": ""])
        let configuration = try ConfigurationLocator(files: tree).configuration(forDirectory: tree.root + "/a")
        #expect(configuration?.file == tree.root + "/.kblint.json")
        #expect(configuration?.devices.map(\.name) == ["desk"])
        let elsewhere = MemoryFiles(["x.kbl": ""])
        #expect(try ConfigurationLocator(files: elsewhere).configuration(forDirectory: elsewhere.root) == nil)
        tree.write(#"{"avoid": "diagonal"}"#, to: ".kblint.json")
        #expect(throws: ConfigurationError.self) { _ = try ConfigurationLocator(files: tree).configuration(forDirectory: tree.root) }
    }

    @Test func theSearchStopsAtTheRepositorysRoot() throws {
        // A file above the repository (in /tmp, say) is nobody's configuration of it.
        let tree = MemoryFiles([".kblint.json": #"{"padding": 7}"#, "repo/.git/HEAD": "ref", "repo/a/spec.kbl": "",
                                "worktree/.git": "gitdir: x", "worktree/spec.kbl": "", "loose/spec.kbl": ""])
        let locator = ConfigurationLocator(remembersDirectories: false, files: tree)
        #expect(locator.nearestConfigurationFile(from: tree.path("repo/a")) == nil)
        #expect(locator.nearestConfigurationFile(from: tree.path("worktree")) == nil)
        #expect(locator.nearestConfigurationFile(from: tree.path("loose")) == tree.path(".kblint.json"))
        // The repository's root itself is searched.
        tree.write("{}", to: "repo/.kblint.json")
        #expect(locator.nearestConfigurationFile(from: tree.path("repo/a")) == tree.path("repo/.kblint.json"))
    }

    @Test func aFileOthersMayHavePlantedIsPassedOver() throws {
        struct Planted: FileReading {
            let files: MemoryFiles
            let planted: String
            func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind { try files.kind(of: path) }
            func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
                try files.readFile(path, atMost: limit)
            }
            func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
                files.files(under: directory, withExtensions: extensions)
            }
            func exists(_ path: String) -> Bool { files.exists(path) }
            func stamp(of path: String) -> FileSystem.Stamp? { files.stamp(of: path) }
            func isFromOthers(_ path: String) -> Bool { path == planted }
        }
        let tree = MemoryFiles([".kblint.json": "{}", "tmp/.kblint.json": #"{"padding": 7}"#, "tmp/x/spec.kbl": ""])
        let locator = ConfigurationLocator(files: Planted(files: tree, planted: tree.path("tmp/.kblint.json")))
        #expect(locator.nearestConfigurationFile(from: tree.path("tmp/x")) == tree.path(".kblint.json"))
    }

    @Test func theDiskSaysWhichFilesOthersMayHavePut() throws {
        let root = try temporaryTree(["mine/.kblint.json": "{}", "shared/.kblint.json": "{}"])
        #expect(!FileSystem.isFromOthers(root + "/mine/.kblint.json"))
        // A folder all may write, like /tmp: a file of this user's is still taken.
        try #require(chmod(root + "/shared", 0o1777) == 0)
        #expect(!FileSystem.isFromOthers(root + "/shared/.kblint.json"))
        #expect(!FileSystem.isFromOthers(root + "/shared/missing.json"))
        // Another user's (only the superuser can give a file away to test it).
        guard geteuid() == 0 else { return }
        try #require(chown(root + "/shared/.kblint.json", 65534, 65534) == 0)
        #expect(FileSystem.isFromOthers(root + "/shared/.kblint.json"))
        try #require(chmod(root + "/shared", 0o755) == 0)
        #expect(!FileSystem.isFromOthers(root + "/shared/.kblint.json"))
    }

    @Test func anExplicitFileReplacesTheSearch() throws {
        let tree = MemoryFiles([".kblint.json": #"{"padding": 7}"#, "ci.json": #"{"padding": 1}"#])
        let root = tree.root
        let locator = ConfigurationLocator(explicitFile: root + "/ci.json", files: tree)
        #expect(try locator.analyzer(forDirectory: root).defaultPadding == 1)
        #expect {
            _ = try ConfigurationLocator(explicitFile: root + "/missing.json", files: tree).analyzer(forDirectory: root)
        } throws: { error in
            (error as? ConfigurationError)?.description.hasPrefix("\(root)/missing.json: cannot read the file: No such file") == true
        }
    }
}
