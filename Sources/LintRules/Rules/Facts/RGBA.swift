/// An sRGB colour with components in 0...1.
public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(white, white, white, alpha)
    }

    /// `0xRRGGBB` with an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    /// HSB (all 0...1) to RGB.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0   // Int(h) below traps on NaN
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(r + m, g + m, b + m, alpha)
    }

    /// Components clamped to 0...1 (extended-range literals are reported like their clamped colour).
    /// A NaN becomes 0: parsers refuse non-finite components, and this keeps the Double -> Int
    /// conversions downstream (hex strings, CSS) from trapping if one slips through.
    public var clamped: RGBA {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        return RGBA(c(red), c(green), c(blue), c(alpha))
    }

    /// HSL lightness, (max + min) / 2: the measure darklint's grey bands are defined on.
    public var lightness: Double {
        let c = clamped
        return (max(c.red, c.green, c.blue) + min(c.red, c.green, c.blue)) / 2
    }

    /// HSL saturation; near 0 for greys.
    public var saturation: Double {
        let c = clamped
        let hi = max(c.red, c.green, c.blue), lo = min(c.red, c.green, c.blue)
        let l = (hi + lo) / 2
        guard hi - lo > 1e-9 else { return 0 }
        return (hi - lo) / (1 - abs(2 * l - 1))
    }

    /// Hue in degrees 0..<360 (0 for greys).
    public var hue: Double {
        let c = clamped
        let hi = max(c.red, c.green, c.blue), lo = min(c.red, c.green, c.blue)
        let d = hi - lo
        guard d > 1e-9 else { return 0 }
        var h: Double
        if hi == c.red { h = (c.green - c.blue) / d } else if hi == c.green { h = (c.blue - c.red) / d + 2 } else { h = (c.red - c.green) / d + 4 }
        h *= 60
        return h < 0 ? h + 360 : h
    }

    /// WCAG relative luminance.
    public var relativeLuminance: Double {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let c = clamped
        return 0.2126 * lin(c.red) + 0.7152 * lin(c.green) + 0.0722 * lin(c.blue)
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let c = clamped
        func h(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[n >> 4], digits[n & 15]])
        }
        let base = "#" + h(c.red) + h(c.green) + h(c.blue)
        return c.alpha >= 0.999 ? base : base + h(c.alpha)
    }

    /// Squared distance in RGB, weighted towards green as the eye is ("redmean").
    func distance(to other: RGBA) -> Double {
        let rm = (red + other.red) / 2
        let dr = red - other.red, dg = green - other.green, db = blue - other.blue
        return (2 + rm) * dr * dr + 4 * dg * dg + (3 - rm) * db * db
    }
}

// memcmp, pow and cbrt come from the C library Foundation re-exports on every platform.
import Foundation
