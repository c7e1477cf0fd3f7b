"""The content pack: the book's names and numbers as validated data (ARCHITECTURE, Content)."""

from worm.content.check import check
from worm.content.loader import default, load
from worm.content.models import ContentPack

__all__ = ["ContentPack", "check", "default", "load"]
