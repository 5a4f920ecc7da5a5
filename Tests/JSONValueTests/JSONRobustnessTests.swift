import JSONValue
import Testing
import TestSupport

@Suite("Robustness")
struct JSONRobustnessTests {
    static let seed = Array(#"""
        {"jsonrpc":"2.0","id":-12,"params":{"a":[1,2.5e-3,"x\u0000y\n",null,true,false,{"k":"é😀"}],
        "b":{"c":[[],{}],"d":"\\\"\/"},"e":9223372036854775807}}
        """#.utf8)

    /// Bytes that matter to json-c, mixed into mutations.
    static let interesting: [UInt8] = Array(#"{}[]:,"\0123456789-+.eEtrufalsn/*'u "#.utf8) + [0, 0x80, 0xC0, 0xED, 0xFF]

    @Test func mutatedDocumentsNeverCrashAndRoundTrip() throws {
        var random = SeededRandom(seed: 0x5EED)
        let parser = JSONParser(maxDepth: 16)
        var parsed = 0
        for _ in 0..<20_000 {
            var bytes = Self.seed
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    bytes[index] = Self.interesting.randomElement(using: &random) ?? 0
                case 1:
                    bytes.remove(at: index)
                case 2:
                    bytes.insert(Self.interesting.randomElement(using: &random) ?? 0, at: index)
                default:
                    bytes = Array(bytes[..<index])
                }
                if bytes.isEmpty { break }
            }
            guard let value = try? parser.parse(bytes) else { continue }
            parsed += 1
            let again = try parser.parse(value.serializedBytes())
            #expect(again == value, "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(parsed > 100)
    }

    @Test func randomBytesNeverCrash() {
        var random = SeededRandom(seed: 42)
        let parser = JSONParser()
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...64, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random)
                    ? UInt8.random(in: 0...255, using: &random)
                    : Self.interesting.randomElement(using: &random) ?? 0
            }
            _ = try? parser.parse(bytes)
        }
    }
}
