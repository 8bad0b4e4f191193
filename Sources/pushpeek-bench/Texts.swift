import PushPeekModel

/// Word lists for generated payloads: places with coordinates, shows, events, people, sentences in
/// several scripts (Latin with accents, Cyrillic, Greek, CJK, Arabic, emoji, combining marks).
enum Texts {
    struct Place {
        var name: String
        var latitude: Double
        var longitude: Double
    }

    static let places: [Place] = [
        Place(name: "The Sydney Observatory", latitude: -33.859574, longitude: 151.204576),
        Place(name: "Café de Flore", latitude: 48.854, longitude: 2.3326),
        Place(name: "東京タワー", latitude: 35.6586, longitude: 139.7454),
        Place(name: "Ponte Vecchio", latitude: 43.768, longitude: 11.2531),
        Place(name: "Zürich HB – Gleis 7", latitude: 47.3779, longitude: 8.5403),
        Place(name: "Красная площадь", latitude: 55.7539, longitude: 37.6208),
        Place(name: "Ακρόπολη", latitude: 37.9715, longitude: 23.7257),
        Place(name: "Meet at the 🗼", latitude: 48.8584, longitude: 2.2945),
        Place(name: "برج خليفة", latitude: 25.1972, longitude: 55.2744),
        Place(name: "Golden Gate Bridge, San Francisco", latitude: 37.8199, longitude: -122.4783),
        Place(name: "서울역", latitude: 37.5547, longitude: 126.9707),
        Place(name: "Cape Point", latitude: -34.3568, longitude: 18.4970),
    ]

    static let shows = [
        "The Daily 🎙", "Radiolab", "Les Couilles sur la table", "ラジオ深夜便", "Hardcore History",
        "Наука и жизнь", "99% Invisible", "Lage der Nation", "El Hilo", "播客：科技早知道",
    ]

    static let events = [
        "Board meeting", "Déjeuner d'équipe 🥐", "Sprint review", "Geburtstag von Jörg 🎂", "年会",
        "Квартальный отчёт", "Offsite planning — day 2", "1:1 with Ana", "Ρεβεγιόν", "Demo day 🚀",
    ]

    static let people = ["Ana", "Björn", "Chloé", "Dmitri", "Ελένη", "佐藤", "Fatima", "Zoë"]

    static let dates = [
        "Tue 14 May, 18:30", "Mon 3 June, 09:00", "Friday at noon", "明日 10:00", "Завтра в 15:00",
        "Sat 21 Dec, 20:00 – 23:30",
    ]

    static let rooms = [
        "Room 4 · Bâtiment B", "Conference room \"Everest\"", "会議室 3", "Café downstairs ☕",
        "Online (link in the invite)", "Hauptstraße 12, 3. OG",
    ]

    static let items = ["Espresso", "Croissant", "Thé vert", "お茶", "Пирожок", "Bagel 🥯", "Naïve café au lait"]

    static let sentences = [
        "Your order has shipped and will arrive tomorrow.",
        "Nouveau message de Chloé : « On se retrouve où ? »",
        "Новый эпизод уже доступен — слушайте прямо сейчас.",
        "新しいエピソードが公開されました。今すぐ聴きましょう！",
        "Don't forget: the meeting moved to 15:00.\nBring the slides.",
        "Η παράδοση έγινε επιτυχώς. Ευχαριστούμε!",
        "تم تأكيد حجزك. نراك قريباً",
        "🎉🎉 You reached 10,000 steps today! 🏃‍♀️👟",
        "Ze\u{301}ro-width joiners and combining marks: e\u{301}, n\u{303}, 👨‍👩‍👧‍👦.",
        "A \"quoted\" title with a tab\tand a backslash \\ inside.",
        "Temperature tomorrow: 23 °C, wind 12 km/h from the north-east, chance of rain 40 %.",
        "The agent is waiting at the observatory. Bring the package and the payment.",
        "오늘의 추천: 새로운 에피소드를 들어보세요.",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.",
    ]
}
