import Foundation

/// CIELAB (D65) for an sRGB colour: lightness as the eye sees it, which is what decides whether a
/// colour reads against a light or a dark background.
extension RGBA {
    public struct Lab: Sendable, Equatable {
        /// L*, 0 (black) ... 100 (white).
        public var l: Double
        public var a: Double
        public var b: Double
        /// Distance from the grey axis: ~0 for greys, 30+ for clearly coloured hues.
        public var chroma: Double { (a * a + b * b).squareRoot() }

        /// Euclidean distance (CIE76 ΔE).
        public func distance(_ other: Lab) -> Double {
            ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
        }
    }

    /// The opaque colour's CIELAB coordinates (alpha ignored: composite first, see `over(_:)`).
    public var lab: Lab {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let c = clamped
        let r = lin(c.red), g = lin(c.green), b = lin(c.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return Lab(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
    }

    /// CIELAB ΔE*76 to another opaque colour: about 2 is just noticeable, 10 plainly different.
    public func deltaE(to other: RGBA) -> Double {
        let x = lab, y = other.lab
        return ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
    }

    /// The sRGB colour at CIELAB coordinates (out-of-gamut components are not clamped).
    public init(lab: (l: Double, a: Double, b: Double)) {
        let fy = (lab.l + 16) / 116, fx = fy + lab.a / 500, fz = fy - lab.b / 200
        func finv(_ t: Double) -> Double { t * t * t > 216.0 / 24389 ? t * t * t : (116 * t - 16) / (24389.0 / 27) }
        let x = finv(fx) * 0.95047, y = finv(fy), z = finv(fz) * 1.08883
        let r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z
        let g = -0.9692660 * x + 1.8760108 * y + 0.0415560 * z
        let bl = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z
        func gamma(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(max(v, 0), 1 / 2.4) - 0.055 }
        self.init(gamma(r), gamma(g), gamma(bl))
    }

    /// CIE76 colour difference (Euclidean distance in CIELAB) of the opaque colours: below ~2 most
    /// people cannot tell two colours apart side by side.
    public func deltaE(_ other: RGBA) -> Double { lab.distance(other.lab) }

    /// How different two colours look where they are used: the larger ΔE of the two drawn over
    /// white and over black, so translucent colours compare by what they show in both appearances
    /// (black at 50% and a mid grey are the same over white, not over black).
    public func perceivedDifference(_ other: RGBA) -> Double {
        let white = RGBA(white: 1), black = RGBA(white: 0)
        return max(over(white).deltaE(other.over(white)), over(black).deltaE(other.over(black)))
    }

    /// This colour drawn over an opaque `background`: source-over in sRGB, as UIKit and AppKit
    /// composite by default.
    public func over(_ background: RGBA) -> RGBA {
        let c = clamped, a = c.alpha
        return RGBA(c.red * a + background.red * (1 - a), c.green * a + background.green * (1 - a),
                    c.blue * a + background.blue * (1 - a), 1)
    }
}
