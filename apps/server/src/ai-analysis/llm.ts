import type { EngineAnalysis } from '@pluto/core';
import * as v from 'valibot';
import { fetchJson } from './http-json';

/** Any OpenAI-compatible chat completions API (OpenAI, Azure, vLLM, llama.cpp, Ollama, …). */
export interface LlmConfig {
  apiKey: string;
  /** Up to and including the version, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export interface LlmPrompt {
  symbol: string;
  marketType: string;
  interval: string;
  strategyType: string;
  customPrompt: string;
  engine: EngineAnalysis;
  headlines: readonly string[];
}

/** The texts the LLM may write; the numbers are the engine's and are not asked for. */
export interface LlmTexts {
  reasoning: string;
  analysis: string;
}

const MAX_REASONING = 2_000;
const MAX_ANALYSIS = 6_000;

/** OpenAI structured output (strict JSON schema): every property required, nothing else allowed. */
const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'chart_analysis',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['reasoning', 'analysis'],
      properties: {
        reasoning: {
          type: 'string',
          description: 'Two or three sentences: why the bias, citing the figures.',
        },
        analysis: { type: 'string', description: 'The full analysis in plain text paragraphs.' },
      },
    },
  },
} as const;

const SYSTEM_PROMPT = [
  'You are a technical analyst. Reply in JSON with "reasoning" and "analysis".',
  'The bias, entry, stop loss, take profit, confirmation price and backtest were computed by a rule engine;',
  'explain them using only the figures given. Do not propose other prices or another bias.',
].join(' ');

const completion = v.object({
  choices: v.pipe(
    v.array(
      v.object({
        finish_reason: v.nullish(v.string()),
        message: v.object({ content: v.nullable(v.string()), refusal: v.nullish(v.string()) }),
      }),
    ),
    v.minLength(1),
  ),
});

const texts = v.object({
  reasoning: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_REASONING)),
  analysis: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_ANALYSIS)),
});

function userMessage(prompt: LlmPrompt): string {
  const { engine } = prompt;
  return JSON.stringify({
    symbol: prompt.symbol,
    marketType: prompt.marketType,
    interval: prompt.interval,
    strategy: { type: prompt.strategyType, rule: engine.rule },
    call: {
      bias: engine.bias,
      entry: engine.entry,
      stopLoss: engine.stopLoss,
      takeProfit: engine.takeProfit,
      confirmationPrice: engine.confirmationPrice,
    },
    engineReasoning: engine.reasoning,
    indicators: engine.readings,
    timeframes: engine.timeframes,
    backtest: engine.backtestText,
    headlines: prompt.headlines,
    traderInstructions: prompt.customPrompt,
  });
}

/**
 * The LLM's reasoning and analysis for the engine's call, or null when it fails, times out, refuses,
 * is cut off or answers anything but the schema's JSON: the caller then keeps the engine's texts.
 */
export async function llmTexts(config: LlmConfig, prompt: LlmPrompt): Promise<LlmTexts | null> {
  try {
    const body = await fetchJson('LLM', `${config.baseUrl}/chat/completions`, {
      method: 'POST',
      timeoutMs: config.timeoutMs,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userMessage(prompt) },
        ],
        response_format: RESPONSE_FORMAT,
      }),
    });
    const answer = v.safeParse(completion, body);
    const choice = answer.success ? answer.output.choices[0] : undefined;
    if (!choice?.message.content || choice.message.refusal || choice.finish_reason === 'length') return null;
    const parsed = v.safeParse(texts, JSON.parse(choice.message.content));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
