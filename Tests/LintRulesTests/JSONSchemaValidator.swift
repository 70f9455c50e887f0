import Foundation

/// The subset of JSON Schema (draft-07) the SARIF 2.1.0 schema uses: `$ref` to definitions, `type`,
/// `required`, `properties`, `additionalProperties`, `items`, `enum`, `minimum`, `minItems`, `oneOf`,
/// `anyOf`. Enough to check darklint's SARIF against the real schema without a dependency.
struct JSONSchemaValidator {
    let definitions: [String: Any]

    init(schema: [String: Any]) {
        definitions = schema["definitions"] as? [String: Any] ?? [:]
    }

    /// Problems found in `value` under `schema`, each with its JSON path.
    func validate(_ value: Any, _ schema: [String: Any], path: String = "$") -> [String] {
        if let ref = schema["$ref"] as? String {
            let name = String(ref.split(separator: "/").last ?? "")
            guard let target = definitions[name] as? [String: Any] else { return ["\(path): unresolved \(ref)"] }
            return validate(value, target, path: path)
        }
        var errors: [String] = []
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { Self.matches(value, $0) }) { return ["\(path): expected \(types), got \(Swift.type(of: value))"] }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
            errors.append("\(path): \(value) is not one of \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let n = value as? Double, n < minimum {
            errors.append("\(path): \(n) < \(minimum)")
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                errors.append("\(path): missing required \(key)")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, child) in object {
                if let sub = properties[key] as? [String: Any] {
                    errors += validate(child, sub, path: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed { errors.append("\(path): unexpected property \(key)") }
                    if let sub = additional as? [String: Any] { errors += validate(child, sub, path: "\(path).\(key)") }
                }
            }
        }
        if let array = value as? [Any] {
            if let minItems = schema["minItems"] as? Int, array.count < minItems { errors.append("\(path): fewer than \(minItems) items") }
            if let items = schema["items"] as? [String: Any] {
                for (k, item) in array.enumerated() { errors += validate(item, items, path: "\(path)[\(k)]") }
            }
        }
        if let oneOf = schema["oneOf"] as? [[String: Any]], !oneOf.isEmpty {
            let passing = oneOf.filter { validate(value, $0, path: path).isEmpty }.count
            if passing != 1 { errors.append("\(path): matches \(passing) of oneOf") }
        }
        if let anyOf = schema["anyOf"] as? [[String: Any]], !anyOf.isEmpty,
           !anyOf.contains(where: { validate(value, $0, path: path).isEmpty }) {
            errors.append("\(path): matches none of anyOf")
        }
        return errors
    }

    static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        // On Linux an NSNumber 0 or 1 also casts to Bool, so numbers are told apart by value only.
        case "boolean": return value is Bool
        case "integer": if let n = value as? NSNumber { return n.doubleValue == n.doubleValue.rounded() } else { return false }
        case "number": return value is NSNumber
        case "null": return value is NSNull
        default: return true
        }
    }
}
