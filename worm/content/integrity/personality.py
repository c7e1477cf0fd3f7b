"""Tastes, personalities and named characters (pp. 99–103, 180) against the rest of the
pack."""

from __future__ import annotations

from collections.abc import Iterator

from worm.content.personality import traits_of
from worm.content.problems import Problem
from worm.content.tables import Tables


def tastes_are_known(tables: Tables) -> Iterator[Problem]:
    """Every trait names tastes of tastes.toml; every taste's items, kiths exist."""
    for table in ("personalities", "characters"):
        for entry_id, entry in getattr(tables, table).items():
            for where, trait in traits_of(entry):
                for field in ("tastes", "threats"):
                    for taste in getattr(trait, field):
                        if not tables.knows("tastes", taste):
                            yield Problem(
                                f"{table}.toml",
                                entry_id,
                                f"{where}.{field}",
                                f"{taste!r} is not a taste of tastes.toml",
                            )
    tags = {tag for item in tables.items.values() for tag in item.tags}
    items_whole = tables.whole("items")  # a broken item might carry the missing tag
    for taste_id, taste in tables.tastes.items():
        for item in taste.items:
            if items_whole and item not in tables.items and item not in tags:
                yield Problem(
                    "tastes.toml",
                    taste_id,
                    "items",
                    f"{item!r} is neither an item id nor an item tag of items.toml",
                )
        for kith in taste.kiths:
            if not tables.knows("kiths", kith):
                yield Problem("tastes.toml", taste_id, "kiths", f"{kith!r} is not a kith")


def every_theme_has_a_personality(tables: Tables) -> Iterator[Problem]:
    """Each theme of themes.toml has one entry of personalities.toml, and only those."""
    if not tables.whole("personalities"):
        return
    for theme in sorted(set(tables.themes) - set(tables.personalities)):
        yield Problem(
            "personalities.toml", theme, "id", "the theme has no wants and needs: add an entry"
        )
    for extra in sorted(set(tables.personalities) - set(tables.themes)):
        if tables.knows("themes", extra):
            continue
        yield Problem("personalities.toml", extra, "id", "is not a theme of themes.toml")


def characters_are_placed(tables: Tables) -> Iterator[Problem]:
    """A character's feature and languages exist."""
    for char_id, character in tables.characters.items():
        if character.feature is not None and not tables.knows("features", character.feature):
            yield Problem(
                "characters.toml",
                char_id,
                "feature",
                f"{character.feature!r} is not a feature of features.toml",
            )
        for language in character.speaks:
            if not tables.knows("languages", language):
                yield Problem(
                    "characters.toml",
                    char_id,
                    "speaks",
                    f"{language!r} is not a language of languages.toml",
                )


RULES = (tastes_are_known, every_theme_has_a_personality, characters_are_placed)
