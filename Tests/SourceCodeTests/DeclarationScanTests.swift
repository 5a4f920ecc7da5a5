import Foundation
import Testing
@testable import SourceCode

/// The byte scan a skim without words uses must find exactly what the token-based skim
/// finds: on this repository's own Swift (real code, with every kind of string and
/// comment), on the Objective-C example, on what the fuzzer grew for the code target (read
/// as both languages), and on those cut short and spliced.
@Suite struct DeclarationScanTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(under folder: String, extensions: Set<String>) -> [URL] {
        let root = repository.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { extensions.contains($0.pathExtension) && !$0.path.contains("/.build/") }
            .sorted { $0.path < $1.path }
    }

    static func expectSame(_ bytes: [UInt8], _ language: SourceLanguage, _ name: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let scanned = SourceReader.skim(bytes, language: language, words: false).declarations
        let tokens = SourceReader.tokenSkim(bytes, language: language, words: false).declarations
        #expect(scanned == tokens, "\(name) as \(language): scan \(scanned.map { "\($0.name)@\($0.line)" }), tokens \(tokens.map { "\($0.name)@\($0.line)" })",
                sourceLocation: sourceLocation)
        let scannedDefines = SourceReader.skim(bytes, language: language, words: false).defines
        let tokenDefines = SourceReader.tokenSkim(bytes, language: language, words: false).defines
        #expect(scannedDefines == tokenDefines, "\(name) as \(language): #defines", sourceLocation: sourceLocation)
    }

    @Test func realSourcesGiveTheSameDeclarations() throws {
        let swift = Self.files(under: "Sources", extensions: ["swift"]) + Self.files(under: "Tests", extensions: ["swift"])
        #expect(swift.count > 300)
        var declarations = 0
        for file in swift {
            let bytes = try [UInt8](Data(contentsOf: file))
            Self.expectSame(bytes, .swift, file.lastPathComponent)
            declarations += SourceReader.skim(bytes, language: .swift, words: false).declarations.count
        }
        #expect(declarations > 500)
        for file in Self.files(under: "examples", extensions: ["m", "h", "swift"]) {
            let bytes = try [UInt8](Data(contentsOf: file))
            Self.expectSame(bytes, file.pathExtension == "swift" ? .swift : .objectiveC, file.lastPathComponent)
        }
    }

    /// The seeds are code as people write it: the same declarations. What the fuzzer grew
    /// is broken code, where the token-based skim's reading of a header with unbalanced
    /// brackets can run past its `{` and the scan's stops there: nearly all the same.
    @Test func fuzzInputsGiveTheSameDeclarations() throws {
        let seeds = Self.files(under: "Fuzz/Corpus/code", extensions: [""])
        #expect(seeds.count >= 10)
        for seed in seeds {
            let bytes = try [UInt8](Data(contentsOf: seed))
            for language in [SourceLanguage.swift, .objectiveC] {
                Self.expectSame(bytes, language, seed.lastPathComponent)
                Self.expectSame(Array(bytes.prefix(bytes.count / 2)), language, seed.lastPathComponent + " (half)")
            }
        }
        let grown = Self.files(under: "Fuzz/Grown/code", extensions: [""])
        #expect(grown.count > 100)
        var compared = 0, same = 0
        for input in grown {
            let bytes = try [UInt8](Data(contentsOf: input))
            for language in [SourceLanguage.swift, .objectiveC] {
                for part in [bytes, Array(bytes.prefix(bytes.count / 2))] {
                    compared += 1
                    let scanned = SourceReader.skim(part, language: language, words: false).declarations
                    if scanned == SourceReader.tokenSkim(part, language: language, words: false).declarations { same += 1 }
                }
            }
        }
        #expect(Double(same) >= 0.99 * Double(compared), "\(same) of \(compared) the same")
    }

    /// A prefix header's or a header's `#define`s are found by name, so that a file using
    /// one reaches the file that defines it (code.md section 3: the project's `#define`s).
    @Test func objectiveCDefinesAreNamed() {
        let header = """
            // #define COMMENTED 1
            /* #define BLOCK 2 */
            #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
              #  define   PADDING 10
            #define LONG_ONE(a) \\
                ((a) + 1)
            #import <UIKit/UIKit.h>
            NSString *s = @"#define NOT_ONE 3";
            #define LAST
            """
        let skim = SourceReader.skim(Array(header.utf8), language: .objectiveC, words: false)
        #expect(skim.defines == ["SCREEN_HEIGHT", "PADDING", "LONG_ONE", "LAST"])
        Self.expectSame(Array(header.utf8), .objectiveC, "header")
        #expect(SourceReader.skim(Array("#define X 1".utf8), language: .swift, words: false).defines.isEmpty)
    }

    @Test func constructsAtTheirEdges() {
        let swift = [
            #"let s = "class A {"; class B: C {}"#,
            "let r = #\"\\(x) \" class D {\"#\nclass E {}",
            "let m = \"\"\"\n  class F {}\n  \\(g(\"class G {}\"))\n  \"\"\"\nstruct H: I, J {}",
            "/* /* class K {} */ class L {} */ enum M: Int {}",
            "x.class; y . actor; `class` N {}; actor O {}; actor P: Q {}; var actor = 1",
            "class func f() {}; class var v: Int { 1 }; extension R.S where T: U {}",
            "\"unterminated class V {}\nprotocol W {}",
            "protocol X: AnyObject, Y & Z { }\r\nclass AA\r\n: BB {}",
        ]
        for (offset, text) in swift.enumerated() { Self.expectSame(Array(text.utf8), .swift, "swift \(offset)") }
        let objc = [
            "@interface A : NSObject <B, C>\n@property int x;\n@end\n@implementation A\n@end",
            "NSString *s = @\"@interface D : E\"; char c = '@'; @interface F (G) <H>\n@end",
            "#define X @interface Y\n#pragma mark - @interface Z\n@interface AA ()\n@end",
            "/* @interface BB */ // @interface CC\n@protocol DD, EE;\n@protocol FF <NSObject>\n@end",
            "@interface GG<T> : NSObject\n@end\n#if 0 /* \n@interface HH\n */\n#endif",
            // A header whose window ends inside a doc comment showing another declaration.
            "@interface II : NSObject\n\n/** Use it so:\n @code\n @interface JJ : NSObject <KK>\n @end\n */\n@property int x;\n@end",
        ]
        for (offset, text) in objc.enumerated() { Self.expectSame(Array(text.utf8), .objectiveC, "objc \(offset)") }
    }
}
