"""Aegis (p. 70): what a shield can be put in the way of, in a fight or out of one."""

from __future__ import annotations

TALENT = "aegis"
TURNED = frozenset({"disarm", "displace", "root", "trip", "blind", "stun", "exhaust", "deafen"})
"""The effects a shield can turn (pp. 12–13): what a blow, a grab or a trap's strike does to
the body; not a Knockout, which stands for the Wound a trusting foe holds back (p. 101), nor a
Curse, which no shield stops."""
