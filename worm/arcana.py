"""The major arcana's names, the numerals cards are written with and the Meatgrinder's bands
of major cards, as plain data.

``worm.tarot`` builds its cards from these; ``worm gen`` uses them without importing
``worm.tarot`` or ``worm.content``, which bring pydantic (``worm.gen.plain``).
"""

# Ambiguous: the book numbers two cards both ways. Appendix E keys its 21 dungeon seeds to
# "VIII Justice" and "XI Strength" (pp. 333–334), while the Challenge example (p. 133) plays
# "Justice [XI]". We follow Appendix E: its names and numbers are tied together 21 times over,
# and the rules use only the values, which the two orders share.
MAJOR_NAMES = (
    "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant",
    "The Lovers", "The Chariot", "Justice", "The Hermit", "Wheel of Fortune", "Strength",
    "The Hanged Man", "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon",
    "The Sun", "Judgement", "The World",
)  # fmt: skip
NUMERALS = (
    "0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
    "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip

# p. 91: the Meatgrinder's five bands and the major card values each covers
MEATGRINDER_BANDS: tuple[tuple[str, range], ...] = (
    ("torches_gutter", range(1, 6)),
    ("curiosity", range(6, 11)),
    ("travel_event", range(11, 16)),
    ("random_encounter", range(16, 21)),
    ("quest_rumor", range(21, 22)),
)
