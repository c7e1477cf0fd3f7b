"""Monster Hunter (p. 70), a Path of Swords talent: a hated foe and a specialization of it,
chosen when the talent is trained and changed later as a City Action; Attacks against the
specialization are made with favor."""

from __future__ import annotations

TALENT = "monster_hunter"
PAGE = 70


def hunts(quarry: str | None, quarry_base: str | None, kind: str, kind_base: str | None) -> bool:
    """Whether a creature of ``kind`` (made from ``kind_base``, if any) is the ``quarry``: the
    very kind, or another made from the same creature (the book's example specializations
    are species: bats, zombies, skeletons)."""
    if quarry is None:
        return False
    return kind == quarry or (quarry_base is not None and kind_base == quarry_base)
