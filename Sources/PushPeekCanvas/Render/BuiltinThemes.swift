/// The theme files of `Themes/`, compiled in so the binary works from any directory.
/// A test keeps them identical to the files.
package enum BuiltinThemes {
    package static let sources: [String: String] = [
        "ios-light": #"""
{
  "name": "ios-light",
  "colors": {
    "background": "#D1D1D6",
    "card": "#F2F2F7",
    "text": "#000000",
    "secondaryText": "#6C6C70",
    "accent": "#007AFF",
    "destructive": "#FF3B30",
    "focus": "#007AFF",
    "focusText": "#FFFFFF",
    "border": "#C6C6C8",
    "success": "#34C759",
    "failure": "#FF3B30",
    "inputBackground": "#FFFFFF",
    "mapLand": "#E9E5DC",
    "mapWater": "#A4CFEA",
    "mapPin": "#FF3B30",
    "mapGrid": "#B8B8BE",
    "mapOverlay": "#8E44AD",
    "mapRoad": "#6E6E73",
    "mapPark": "#5DA55D"
  }
}

"""#,
        "ios-dark": #"""
{
  "name": "ios-dark",
  "colors": {
    "background": "#000000",
    "card": "#2C2C2E",
    "text": "#FFFFFF",
    "secondaryText": "#AEAEB2",
    "accent": "#0A84FF",
    "destructive": "#FF453A",
    "focus": "#0A84FF",
    "focusText": "#FFFFFF",
    "border": "#48484A",
    "success": "#30D158",
    "failure": "#FF453A",
    "inputBackground": "#1C1C1E",
    "mapLand": "#3A3A3C",
    "mapWater": "#1B3A57",
    "mapPin": "#FF453A",
    "mapGrid": "#5A5A5E",
    "mapOverlay": "#BF5AF2",
    "mapRoad": "#D1D1D6",
    "mapPark": "#3E8E4E"
  }
}

"""#,
        "high-contrast": #"""
{
  "name": "high-contrast",
  "colors": {
    "background": "#000000",
    "card": "#000000",
    "text": "#FFFFFF",
    "secondaryText": "#FFFFFF",
    "accent": "#FFFF00",
    "destructive": "#FF5F5F",
    "focus": "#FFFF00",
    "focusText": "#000000",
    "border": "#FFFFFF",
    "success": "#00FF00",
    "failure": "#FF5F5F",
    "inputBackground": "#000000",
    "mapLand": "#FFFFFF",
    "mapWater": "#000000",
    "mapPin": "#FF0000",
    "mapGrid": "#00FFFF",
    "mapOverlay": "#FF00FF",
    "mapRoad": "#000000",
    "mapPark": "#008000"
  }
}

"""#,
        "mono": #"""
{
  "name": "mono",
  "colors": {}
}

"""#,
    ]
}
