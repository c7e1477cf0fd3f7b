"""Harm to the GM's creatures: Health and Defense (pp. 124–125).

A Wound takes Defense first, then Health; Piercing goes straight to Health; Critical drops
Health to 0 at once. At Health 0 a creature is at Death's Door — or, if it is the kind that
simply falls apart (a zombie, a clockwork statue), destroyed (p. 125). A Health of ``None``
cannot be Wounded at all (the Bloodybones' ∞, p. 255).
"""

from __future__ import annotations


def harm(
    health: int | None,
    defense: int,
    wounds: int = 1,
    *,
    piercing: bool = False,
    critical: bool = False,
) -> tuple[int | None, int, list[str]]:
    """Health and Defense after ``wounds`` Wounds, and where each Wound landed
    (``defense``/``health``, the ``wound`` event's ``taken_as``)."""
    if health is None:
        return None, defense, []
    if critical:
        return 0, defense, ["health"] if health else []
    taken: list[str] = []
    for _ in range(wounds):
        if health <= 0:
            break
        if defense > 0 and not piercing:
            defense -= 1
            taken.append("defense")
        else:
            health -= 1
            taken.append("health")
    return health, defense, taken
