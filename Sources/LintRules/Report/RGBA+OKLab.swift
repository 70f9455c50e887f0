import Foundation

/// OKLab (Björn Ottosson, 2020): a perceptual space whose hue angle stays put when lightness
/// changes, where CIELAB's drifts (a blue made lighter at constant CIELAB hue turns purple). The
/// Dark values keep an accent's hue in OKLab.
extension RGBA {
    struct OKLab: Equatable {
        var l: Double
        var a: Double
        var b: Double
        var chroma: Double { (a * a + b * b).squareRoot() }
        /// Hue angle in degrees, 0..<360.
        var hue: Double {
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
    }

    var oklab: OKLab {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let c = clamped
        let r = lin(c.red), g = lin(c.green), b = lin(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return OKLab(l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The sRGB colour at OKLab coordinates (out-of-gamut components are not clamped).
    init(oklab: OKLab) {
        let l = pow(oklab.l + 0.3963377774 * oklab.a + 0.2158037573 * oklab.b, 3)
        let m = pow(oklab.l - 0.1055613458 * oklab.a - 0.0638541728 * oklab.b, 3)
        let s = pow(oklab.l - 0.0894841775 * oklab.a - 1.2914855480 * oklab.b, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        func gamma(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(max(v, 0), 1 / 2.4) - 0.055 }
        self.init(gamma(r), gamma(g), gamma(b))
    }
}
