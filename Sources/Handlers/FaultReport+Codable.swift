#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FaultReport: Codable {
    /// Decodes a report from a single string, its ``text``; text `FaultReport(text:)` cannot read
    /// throws `DecodingError.dataCorrupted`, whose underlying error is the ``FaultReportError``.
    ///
    /// ```swift
    /// let report = try JSONDecoder().decode(FaultReport.self, from: json)
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text: text)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "invalid fault report: \(error)",
                    underlyingError: error))
        }
    }

    /// Encodes the report as a single string, its ``text``.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(report)  // "decorum-fault-report 2\nlibrary …"
    /// ```
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
