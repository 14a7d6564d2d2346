#!/usr/bin/env node
// `npm run serve`: serves an existing production build on PORT (default 3000).
import { serve } from './lib.mjs'

serve()
